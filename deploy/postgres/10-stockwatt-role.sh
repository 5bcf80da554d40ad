#!/bin/sh
# The shop's own PostgreSQL role: the API and the worker connect as it (DATABASE_URL), never as
# the superuser. It logs in and owns the shop's database, so the migrations may create its
# tables, functions and the trusted extensions they use (unaccent, pg_trgm, fuzzystrmatch), and
# nothing more: no superuser, no CREATEDB, no CREATEROLE, no replication, no RLS bypass.
#
# The postgres image runs it once, when its data volume is new (/docker-entrypoint-initdb.d).
# It is safe to run again, which is how a volume made before it gets the role, or the role a new
# password (POSTGRES_APP_PASSWORD, then restart api and worker):
#   docker compose exec postgres /docker-entrypoint-initdb.d/10-stockwatt-role.sh
# A database the superuser already filled is handed over as well: what the migrations made in
# the public schema (tables with their indexes, triggers and sequences, views, functions, types)
# changes owner; the extensions' own objects stay as they are.
set -eu
: "${POSTGRES_APP_PASSWORD:?set POSTGRES_APP_PASSWORD}"

psql -v ON_ERROR_STOP=1 --no-psqlrc --quiet \
  --username "${POSTGRES_USER:-postgres}" --dbname "${POSTGRES_DB:-stockwatt}" \
  --set app_role="${POSTGRES_APP_USER:-stockwatt}" --set app_password="$POSTGRES_APP_PASSWORD" <<'SQL'
SELECT format('CREATE ROLE %I', :'app_role')
 WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = :'app_role') \gexec
ALTER ROLE :"app_role" WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS
  PASSWORD :'app_password';
SELECT format('ALTER DATABASE %I OWNER TO %I', current_database(), :'app_role') \gexec

-- Objects made before the role existed (a volume the superuser migrated); extensions' members stay.
CREATE TEMPORARY VIEW extension_member AS SELECT classid, objid FROM pg_depend WHERE deptype = 'e';
SELECT format('ALTER TABLE %s OWNER TO %I', c.oid::regclass, :'app_role')
  FROM pg_class c
 WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm', 'f')
   AND pg_get_userbyid(c.relowner) <> :'app_role'
   AND NOT EXISTS (SELECT FROM extension_member e WHERE e.classid = 'pg_class'::regclass AND e.objid = c.oid) \gexec
SELECT format('ALTER SEQUENCE %s OWNER TO %I', c.oid::regclass, :'app_role')
  FROM pg_class c
 WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'S'
   AND pg_get_userbyid(c.relowner) <> :'app_role'
   AND NOT EXISTS (SELECT FROM pg_depend d
                    WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('a', 'i', 'e')) \gexec
SELECT format('ALTER ROUTINE %s OWNER TO %I', p.oid::regprocedure, :'app_role')
  FROM pg_proc p
 WHERE p.pronamespace = 'public'::regnamespace AND pg_get_userbyid(p.proowner) <> :'app_role'
   AND NOT EXISTS (SELECT FROM extension_member e WHERE e.classid = 'pg_proc'::regclass AND e.objid = p.oid) \gexec
SELECT format('ALTER TYPE %s OWNER TO %I', t.oid::regtype, :'app_role')
  FROM pg_type t
 WHERE t.typnamespace = 'public'::regnamespace AND pg_get_userbyid(t.typowner) <> :'app_role'
   AND (t.typtype IN ('e', 'd', 'r') OR (t.typtype = 'c' AND (SELECT relkind FROM pg_class WHERE oid = t.typrelid) = 'c'))
   AND NOT EXISTS (SELECT FROM extension_member e WHERE e.classid = 'pg_type'::regclass AND e.objid = t.oid) \gexec
SQL
