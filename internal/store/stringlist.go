package store

import (
	"database/sql/driver"
	"encoding/json"
	"fmt"
)

// StringList is a list of strings kept in one JSON text column.
type StringList []string

// Value stores the list as JSON ("[]" when empty).
func (l StringList) Value() (driver.Value, error) {
	if l == nil {
		return "[]", nil
	}
	b, err := json.Marshal([]string(l))
	return string(b), err
}

// Scan reads the JSON text back.
func (l *StringList) Scan(src any) error {
	var b []byte
	switch v := src.(type) {
	case nil:
		*l = StringList{}
		return nil
	case string:
		b = []byte(v)
	case []byte:
		b = v
	default:
		return fmt.Errorf("StringList: cannot scan %T", src)
	}
	if len(b) == 0 {
		*l = StringList{}
		return nil
	}
	var out []string
	if err := json.Unmarshal(b, &out); err != nil {
		return err
	}
	*l = out
	return nil
}
