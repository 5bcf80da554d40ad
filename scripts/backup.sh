#!/usr/bin/env bash
# One backup of the shop: scripts/backup.sh [destination-dir] (default backups/).
#
# Reads the shop's own settings from the environment, as the app does: DATABASE_URL, and
# STORAGE_DRIVER with UPLOADS_DIR (local) or the S3_* settings (s3). Writes
# <destination>/stockwatt-<UTC time>/ holding
#   database.dump         pg_dump -Fc of DATABASE_URL (taken first: every file it names is then in the uploads)
#   uploads.tar           the uploads, from the folder or the bucket, keys as paths
#   uploads-objects.json  s3 only: each object's content type and cache control
#   manifest.json         time, database, last migration, storage, sizes and sha256 sums
#   SHA256SUMS            the sums of every file above (sha256sum -c), checked by restore.sh
# The backup is written into a hidden folder beside it and renamed once complete: a folder named
# stockwatt-<time> is always a whole backup. BACKUP_KEEP=<n> then deletes all but the newest n
# backups of the destination. Needs pg_dump (of the server's major or later), tar, sha256sum, and
# for s3 Node with the backend's dependencies installed. Restore with scripts/restore.sh.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
fail() { echo "backup: $*" >&2; exit 1; }

destination="${1:-$root/backups}"
database_url="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/stockwatt}"
driver="${STORAGE_DRIVER:-local}"
uploads_dir="${UPLOADS_DIR:-$root/uploads}"
keep="${BACKUP_KEEP:-}"

case "$database_url" in postgres://* | postgresql://*) ;; *) fail "DATABASE_URL must be a postgres URL" ;; esac
case "$driver" in local | s3) ;; *) fail "STORAGE_DRIVER must be local or s3 (got \"$driver\")" ;; esac
[[ -z "$keep" || "$keep" =~ ^[1-9][0-9]*$ ]] || fail "BACKUP_KEEP must be a whole number of backups, 1 or more (got \"$keep\")"
for tool in pg_dump psql tar sha256sum; do
  command -v "$tool" >/dev/null || fail "$tool is missing (PostgreSQL client tools, tar, coreutils)"
done
[ "$driver" = local ] || command -v node >/dev/null || fail "node is missing (needed to copy the bucket)"
if [ "$driver" = local ] && [ ! -d "$uploads_dir" ]; then
  fail "UPLOADS_DIR $uploads_dir is not a folder: set it to the shop's uploads folder"
fi

mkdir -p "$destination"
destination="$(cd "$destination" && pwd)"
stamp="$(date -u +%Y-%m-%dT%H%M%SZ)"
name="stockwatt-$stamp"
[ ! -e "$destination/$name" ] || fail "$destination/$name already exists"
work="$(mktemp -d "$destination/.$name.partial.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# Which migration the schema is at: a restore into an older shop would lack its code.
migration="$(psql -X -Atq -v ON_ERROR_STOP=1 -d "$database_url" -c 'SELECT name FROM migrations ORDER BY id DESC LIMIT 1')" ||
  fail "cannot read the migrations of DATABASE_URL"
[ -n "$migration" ] || fail "DATABASE_URL has no migration applied: is it the shop's database?"

echo "backup: dumping the database (last migration $migration)"
pg_dump -Fc --no-password -d "$database_url" -f "$work/database.dump" || fail "pg_dump failed"

if [ "$driver" = local ]; then
  echo "backup: copying the uploads from $uploads_dir"
  # The shop keeps running: tar's 1 is a file added or deleted while it read the folder, not a failure.
  status=0
  tar -C "$uploads_dir" -cf "$work/uploads.tar" . || status=$?
  [ "$status" -le 1 ] || fail "tar of $uploads_dir failed"
  [ "$status" = 0 ] || echo "backup: files of $uploads_dir changed while copied; the copy holds them as tar read them" >&2
  source_of_uploads="$uploads_dir"
else
  echo "backup: copying the bucket ${S3_BUCKET:-}"
  mkdir "$work/objects"
  node "$root/scripts/backup-bucket.mjs" download "$work/objects" "$work/uploads-objects.json" || fail "copying the bucket failed"
  tar -C "$work/objects" -cf "$work/uploads.tar" . || fail "tar of the bucket's objects failed"
  rm -rf "$work/objects"
  source_of_uploads="s3://${S3_BUCKET:-}"
fi
upload_count="$(tar -tf "$work/uploads.tar" | grep -cv '/$' || true)"

files=(database.dump uploads.tar)
[ "$driver" = local ] || files+=(uploads-objects.json)
entries=""
for file in "${files[@]}"; do
  size="$(stat -c %s "$work/$file")"
  sum="$(sha256sum "$work/$file" | cut -d' ' -f1)"
  entries+="${entries:+,}"$'\n'"    \"$file\": { \"bytes\": $size, \"sha256\": \"$sum\" }"
done
database_name="${database_url%%\?*}"
database_name="${database_name##*/}"
cat >"$work/manifest.json" <<JSON
{
  "format": "stockwatt-backup/1",
  "created_at": "$(date -u +%Y-%m-%dT%H:%M:%SZ)",
  "database": "$database_name",
  "last_migration": "$migration",
  "pg_dump": "$(pg_dump --version)",
  "storage": { "driver": "$driver", "source": "$source_of_uploads", "files": $upload_count },
  "files": {$entries
  }
}
JSON
(cd "$work" && sha256sum "${files[@]}" manifest.json >SHA256SUMS) || fail "sha256sum failed"

mv "$work" "$destination/$name" || fail "cannot rename the backup into $destination/$name"
trap - EXIT
chmod 700 "$destination/$name"
echo "backup: $destination/$name ($(du -sh "$destination/$name" | cut -f1), $upload_count uploaded files)"

if [ -n "$keep" ]; then
  mapfile -t old < <(find "$destination" -mindepth 1 -maxdepth 1 -type d -name 'stockwatt-????-??-??T??????Z' -printf '%f\n' | sort -r | tail -n +"$((keep + 1))")
  for backup in "${old[@]}"; do
    rm -rf "${destination:?}/$backup"
    echo "backup: deleted $backup (BACKUP_KEEP=$keep)"
  done
fi
