-- The searches of the bench's scenarios as SQL functions, for PostGraphile v4
-- (make bench-peers). Created in the bench's scratch database only, in the
-- schema peers, which is all PostGraphile sees (-s peers). Each function
-- answers the question its Canvass service answers: the same full-text
-- index and rules (internal/store/search.go), the same filters, the same
-- order. Views expose only the columns the lists show (no password hash);
-- smart comments give them keys and the relations to their owners.
--
-- Every function is LANGUAGE sql, STABLE, not STRICT and one SELECT, so
-- PostgreSQL inlines it into PostGraphile's statement: the LIMIT of first: 20
-- reaches the index scan, as in Canvass's own statement.

DROP SCHEMA IF EXISTS peers CASCADE;
CREATE SCHEMA peers;

-- store.SearchWords + store.MatchQuery in SQL: user text cut at 200
-- characters, lower-cased, split into runs of letters, digits and marks,
-- at most 8 words of at most 40 characters; every word must match, a word
-- of 2+ characters as a prefix. NULL when no word (no condition).
CREATE FUNCTION peers.search_query(search text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsquery('simple', string_agg(
           quote_literal(w) || CASE WHEN char_length(w) >= 2 THEN ':*' ELSE '' END, ' & ' ORDER BY n))
  FROM (SELECT left(t.w, 40) AS w, t.n
        FROM regexp_split_to_table(lower(left(coalesce(search, ''), 200)), '[^[:alpha:][:digit:]\u0300-\u036f]+')
             WITH ORDINALITY AS t(w, n)
        WHERE t.w <> '' ORDER BY t.n LIMIT 8) words
$$;

-- a AND b, either of which may be NULL (no condition).
CREATE FUNCTION peers.and_query(a tsquery, b tsquery) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN a IS NULL THEN b WHEN b IS NULL THEN a ELSE a && b END
$$;

-- ------------------------------------------------------------------ people

CREATE VIEW peers.users AS
  SELECT u.id, u.username, u.first_name, u.last_name FROM public.users u;
COMMENT ON VIEW peers.users IS E'@primaryKey id';

-- ------------------------------------------------------------------- jobs

CREATE VIEW peers.jobs AS
  SELECT j.id, j.user_id, j.title, j.organization, j.location, j.job_type, j.created_at FROM public.jobs j;
COMMENT ON VIEW peers.jobs IS E'@primaryKey id\n@foreignKey (user_id) references peers.users (id)';

-- jobs.Service.Search: open jobs (no deadline or one still ahead), the words
-- over title, organization and description, the job type (NULL: any),
-- newest first.
CREATE FUNCTION peers.job_search(search text, job_type text) RETURNS SETOF peers.jobs
LANGUAGE sql STABLE AS $$
  SELECT j.id, j.user_id, j.title, j.organization, j.location, j.job_type, j.created_at
  FROM public.jobs j
  WHERE (j.deadline IS NULL OR j.deadline > now())
    AND (peers.search_query(job_search.search) IS NULL OR j.search @@ peers.search_query(job_search.search))
    AND (job_search.job_type IS NULL OR j.job_type = job_search.job_type)
  ORDER BY j.created_at DESC, j.id DESC
$$;

-- ----------------------------------------------------------------- vendors

CREATE VIEW peers.vendors AS
  SELECT v.id, v.user_id, v.name, v.category, v.location, v.affiliation, nullif(v.logo, '') AS logo,
         v.description, v.created_at
  FROM public.vendors v;
COMMENT ON VIEW peers.vendors IS E'@primaryKey id\n@foreignKey (user_id) references peers.users (id)';

-- vendors.Category.Label.
CREATE FUNCTION peers.vendors_category_label(v peers.vendors) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE v.category WHEN 'Media' THEN 'Media & Advertising' WHEN 'Technology' THEN 'Campaign Technology'
    WHEN 'Consulting' THEN 'Political Consulting' WHEN 'Data' THEN 'Data & Analytics'
    WHEN 'Events' THEN 'Events & Logistics' WHEN 'Merchandise' THEN 'Campaign Merchandise'
    WHEN 'Fundraising' THEN 'Fundraising Services' WHEN 'Legal' THEN 'Legal Services' ELSE v.category END
$$;

-- vendors.Service.Search, Name A-Z: the words over name and description,
-- the category (a stored value, NULL: any), then name_key, id.
CREATE FUNCTION peers.vendor_search(search text, category text) RETURNS SETOF peers.vendors
LANGUAGE sql STABLE AS $$
  SELECT v.id, v.user_id, v.name, v.category, v.location, v.affiliation, nullif(v.logo, ''),
         v.description, v.created_at
  FROM public.vendors v
  WHERE (peers.search_query(vendor_search.search) IS NULL OR v.search @@ peers.search_query(vendor_search.search))
    AND (vendor_search.category IS NULL OR v.category = vendor_search.category)
  ORDER BY v.name_key, v.id
$$;

-- --------------------------------------------------------------- resources

CREATE VIEW peers.resources AS
  SELECT r.id, r.author_id, r.title, r.description, r.category, r.content, nullif(r.image_url, '') AS image_url,
         r.created_at
  FROM public.resources r;
COMMENT ON VIEW peers.resources IS E'@primaryKey id\n@foreignKey (author_id) references peers.users (id)';
COMMENT ON COLUMN peers.resources.content IS E'@omit';

-- resources.CategoryLabel.
CREATE FUNCTION peers.resources_category_label(r peers.resources) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE r.category WHEN 'gotv' THEN 'GOTV' ELSE initcap(r.category) END
$$;

-- markdown.ReadingMinutes: words (runs of letters, digits and
-- apostrophes) / 200, rounded up, at least 1. One expression, so
-- PostgreSQL inlines it (regexp_count: PostgreSQL 15 or later).
CREATE FUNCTION peers.resources_read_minutes(r peers.resources) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$
  SELECT greatest(1, ceil(regexp_count(r.content, '[[:alpha:][:digit:]''’]+') / 200.0))::integer
$$;

-- resources.Service.Search, newest first: the words over title,
-- description and content, the category (stored value, NULL: any).
CREATE FUNCTION peers.resource_search(search text, category text) RETURNS SETOF peers.resources
LANGUAGE sql STABLE AS $$
  SELECT r.id, r.author_id, r.title, r.description, r.category, r.content, nullif(r.image_url, ''), r.created_at
  FROM public.resources r
  WHERE (peers.search_query(resource_search.search) IS NULL OR r.search @@ peers.search_query(resource_search.search))
    AND (resource_search.category IS NULL OR r.category = resource_search.category)
  ORDER BY r.created_at DESC, r.id DESC
$$;

-- -------------------------------------------------------------------- news

CREATE VIEW peers.news_articles AS
  SELECT n.id, n.author_id, n.title, n.summary, nullif(n.image_url, '') AS image_url, n.published_at
  FROM public.news_articles n;
COMMENT ON VIEW peers.news_articles IS E'@primaryKey id\n@foreignKey (author_id) references peers.users (id)';

-- news.topicWords: a topic is any of its words as a prefix of a title word
-- (weight A in the tsvector). NULL topic: no condition.
CREATE FUNCTION peers.topic_query(topic text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE lower(topic)
    WHEN 'elections' THEN to_tsquery('simple', '''election'':*A')
    WHEN 'campaigns' THEN to_tsquery('simple', '''campaign'':*A')
    WHEN 'policy' THEN to_tsquery('simple', '''policy'':*A | ''legislation'':*A')
    WHEN 'events' THEN to_tsquery('simple', '''event'':*A | ''conference'':*A | ''rally'':*A')
  END
$$;

-- news.TopicsOf: the topics whose words start a word of the title, in the
-- chips' order. One expression (no subquery), so PostgreSQL inlines it.
CREATE FUNCTION peers.news_articles_topics(n peers.news_articles) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT array_remove(ARRAY[
    CASE WHEN n.title ~* '(^|[^[:alpha:][:digit:]\u0300-\u036f])election' THEN 'elections' END,
    CASE WHEN n.title ~* '(^|[^[:alpha:][:digit:]\u0300-\u036f])campaign' THEN 'campaigns' END,
    CASE WHEN n.title ~* '(^|[^[:alpha:][:digit:]\u0300-\u036f])(policy|legislation)' THEN 'policy' END,
    CASE WHEN n.title ~* '(^|[^[:alpha:][:digit:]\u0300-\u036f])(event|conference|rally)' THEN 'events' END], NULL)
$$;

-- news.Service.Search, newest first: published articles whose time has
-- come, the words over title, summary and content, the topic.
CREATE FUNCTION peers.news_search(search text, topic text) RETURNS SETOF peers.news_articles
LANGUAGE sql STABLE AS $$
  SELECT n.id, n.author_id, n.title, n.summary, nullif(n.image_url, ''), n.published_at
  FROM public.news_articles n
  WHERE n.published_at IS NOT NULL AND n.published_at <= now()
    AND (peers.and_query(peers.search_query(news_search.search), peers.topic_query(news_search.topic)) IS NULL
      OR n.search @@ peers.and_query(peers.search_query(news_search.search), peers.topic_query(news_search.topic)))
  ORDER BY n.published_at DESC, n.id DESC
$$;

-- ---------------------------------------------------------------- messages
--
-- PostGraphile has no session here: the viewer is a function argument.

CREATE VIEW peers.messages AS
  SELECT m.id, m.sender_id, m.receiver_id, m.content, m.created_at FROM public.messages m;
COMMENT ON VIEW peers.messages IS E'@primaryKey id';

CREATE VIEW peers.conversations AS
  SELECT c.user_id, c.other_id, c.last_message_id FROM public.conversations c;
COMMENT ON VIEW peers.conversations IS E'@primaryKey user_id,other_id\n@foreignKey (other_id) references peers.users (id)\n@foreignKey (last_message_id) references peers.messages (id)';

-- The contact's unread count (messages.contactSelect's subquery).
CREATE FUNCTION peers.conversations_unread_count(c peers.conversations) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT count(*)::integer FROM public.messages x
  WHERE x.receiver_id = c.user_id AND x.sender_id = c.other_id AND x.read_at IS NULL AND NOT x.withheld
$$;

-- messages.Service.UnreadCount.
CREATE FUNCTION peers.unread_message_count(viewer_id bigint) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT count(*)::integer FROM public.messages m
  WHERE m.receiver_id = unread_message_count.viewer_id AND m.read_at IS NULL AND NOT m.withheld
    AND NOT EXISTS (SELECT 1 FROM public.blocks b WHERE b.blocker_id = m.receiver_id AND b.blocked_id = m.sender_id)
$$;

-- messages.Service.Contacts without a name filter: the viewer's
-- conversations (with their newest message and the other person), people
-- the viewer blocked left out, newest conversation first.
CREATE FUNCTION peers.contacts(viewer_id bigint) RETURNS SETOF peers.conversations
LANGUAGE sql STABLE AS $$
  SELECT c.user_id, c.other_id, c.last_message_id
  FROM public.conversations c
  JOIN public.messages m ON m.id = c.last_message_id
  JOIN public.users u ON u.id = c.other_id
  WHERE c.user_id = contacts.viewer_id
    AND NOT EXISTS (SELECT 1 FROM public.blocks b WHERE b.blocker_id = c.user_id AND b.blocked_id = c.other_id)
  ORDER BY c.last_message_id DESC
$$;
