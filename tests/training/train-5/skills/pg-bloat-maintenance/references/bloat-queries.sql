-- Tabelle: dead tuple e stato di autovacuum
SELECT relname, n_live_tup, n_dead_tup,
       round(100.0 * n_dead_tup / nullif(n_live_tup + n_dead_tup, 0), 1) AS dead_pct,
       pg_total_relation_size(relid) / 1024 / 1024 AS total_mb,
       last_autovacuum, last_autoanalyze
FROM pg_stat_user_tables
WHERE pg_total_relation_size(relid) > %(min_bytes)s
ORDER BY n_dead_tup DESC
LIMIT 30;

-- Età delle transazioni congelate
SELECT c.relname, age(c.relfrozenxid) AS xid_age
FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema')
ORDER BY age(c.relfrozenxid) DESC
LIMIT 15;
