#!/usr/bin/env bash
# Restores a backup of scripts/backup.sh: scripts/restore.sh [--force] <backup-dir>
#
# Into the shop the environment names, as the app reads it: DATABASE_URL (created when missing),
# and UPLOADS_DIR (STORAGE_DRIVER=local) or the bucket of the S3_* settings (s3). A backup from
# the bucket restores onto disk and the other way round. First checks every sum of SHA256SUMS;
# then refuses a database holding any table, or uploads already holding files, unless --force
# (or RESTORE_FORCE=1): the database's objects are then dropped and restored (pg_restore --clean),
# and the files written over, none deleted. Run it with the shop stopped, then start the shop: it
# applies any migration newer than the backup's. Redis is not restored (README, "Backups").
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
fail() { echo "restore: $*" >&2; exit 1; }

force="${RESTORE_FORCE:-}"
[ "$force" = 1 ] || force=""
backup=""
for arg in "$@"; do
  case "$arg" in
    --force) force=1 ;;
    -*) fail "unknown option $arg (usage: restore.sh [--force] <backup-dir>)" ;;
    *) [ -z "$backup" ] || fail "one backup folder only"; backup="$arg" ;;
  esac
done
[ -n "$backup" ] || fail "usage: restore.sh [--force] <backup-dir>"
[ -d "$backup" ] || fail "$backup is not a folder"
backup="$(cd "$backup" && pwd)"

database_url="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/stockwatt}"
driver="${STORAGE_DRIVER:-local}"
uploads_dir="${UPLOADS_DIR:-$root/uploads}"
case "$database_url" in postgres://* | postgresql://*) ;; *) fail "DATABASE_URL must be a postgres URL" ;; esac
case "$driver" in local | s3) ;; *) fail "STORAGE_DRIVER must be local or s3 (got \"$driver\")" ;; esac
for tool in pg_restore psql tar sha256sum; do
  command -v "$tool" >/dev/null || fail "$tool is missing (PostgreSQL client tools, tar, coreutils)"
done
[ "$driver" = local ] || command -v node >/dev/null || fail "node is missing (needed to fill the bucket)"

# The backup, whole and unchanged.
for file in SHA256SUMS manifest.json database.dump uploads.tar; do
  [ -f "$backup/$file" ] || fail "$backup has no $file: not a complete backup"
done
for file in manifest.json database.dump uploads.tar uploads-objects.json; do
  [ ! -f "$backup/$file" ] || grep -q "  $file\$" "$backup/SHA256SUMS" || fail "SHA256SUMS does not cover $file"
done
(cd "$backup" && sha256sum --quiet --strict -c SHA256SUMS) >&2 || fail "$backup does not match its SHA256SUMS: refusing a damaged backup"
echo "restore: $backup checked ($(grep -o '"last_migration": "[^"]*"' "$backup/manifest.json"))"

# The database: refused when it holds tables (unless forced), created when missing once all is checked.
base="${database_url%%\?*}"
query=""
[[ "$database_url" != *\?* ]] || query="?${database_url#*\?}"
database="${base##*/}"
[[ "$database" =~ ^[A-Za-z0-9_]+$ ]] || fail "unsupported database name \"$database\" in DATABASE_URL"
maintenance_url="${base%/*}/postgres$query"
exists="$(psql -X -Atq -v ON_ERROR_STOP=1 -d "$maintenance_url" -c "SELECT 1 FROM pg_database WHERE datname = '$database'")" ||
  fail "cannot reach PostgreSQL at DATABASE_URL"
if [ -z "$exists" ]; then
  tables=0
else
  tables="$(psql -X -Atq -v ON_ERROR_STOP=1 -d "$database_url" \
    -c "SELECT count(*) FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')")" || fail "cannot read $database"
fi
if [ "$tables" != 0 ] && [ -z "$force" ]; then
  fail "the database $database is not empty ($tables tables): restore into a new database, or pass --force to replace it"
fi

# The uploads' destination, checked before anything is written.
if [ "$driver" = local ]; then
  if [ -d "$uploads_dir" ] && [ -n "$(find "$uploads_dir" -mindepth 1 -type f -print -quit)" ] && [ -z "$force" ]; then
    fail "UPLOADS_DIR $uploads_dir already holds files: restore into an empty folder, or pass --force"
  fi
else
  objects="$(node "$root/scripts/backup-bucket.mjs" count)" || fail "cannot list the bucket ${S3_BUCKET:-}"
  if [ "$objects" != 0 ] && [ -z "$force" ]; then
    fail "the bucket ${S3_BUCKET:-} already holds $objects objects: restore into an empty bucket, or pass --force"
  fi
fi

if [ -z "$exists" ]; then
  echo "restore: creating the database $database"
  psql -X -q -v ON_ERROR_STOP=1 -d "$maintenance_url" -c "CREATE DATABASE $database" || fail "cannot create $database"
fi
echo "restore: restoring the database $database"
clean=()
[ "$tables" = 0 ] || clean=(--clean --if-exists)
pg_restore --no-owner --no-acl --exit-on-error --no-password "${clean[@]}" -d "$database_url" "$backup/database.dump" ||
  fail "pg_restore failed"

if [ "$driver" = local ]; then
  echo "restore: restoring the uploads into $uploads_dir"
  mkdir -p "$uploads_dir"
  tar -C "$uploads_dir" --no-same-owner -xf "$backup/uploads.tar" || fail "extracting the uploads failed"
else
  echo "restore: restoring the uploads into the bucket ${S3_BUCKET:-}"
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
  tar -C "$work" --no-same-owner -xf "$backup/uploads.tar" || fail "extracting the uploads failed"
  metadata=()
  [ ! -f "$backup/uploads-objects.json" ] || metadata=("$backup/uploads-objects.json")
  node "$root/scripts/backup-bucket.mjs" upload "$work" "${metadata[@]}" || fail "filling the bucket failed"
fi
echo "restore: done; start the shop on it (it applies newer migrations), with Redis as it is or empty"
