#!/usr/bin/env bash
# Makes PostgreSQL and Redis reachable on 127.0.0.1: uses them when they already answer,
# starts them when installed, installs them with apt on a fresh Debian machine.
set -euo pipefail

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
apt_updated=""
apt_install() {
  [ -n "$apt_updated" ] || { as_root apt-get update -qq; apt_updated=1; }
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "$@" >/dev/null
}

wait_for_port() {
  for _ in $(seq 1 60); do port_open "$1" && return 0; sleep 0.5; done
  echo "services: nothing answers on 127.0.0.1:$1" >&2
  return 1
}

if ! port_open 5432; then
  if ! command -v pg_ctlcluster >/dev/null 2>&1; then
    echo "services: installing PostgreSQL"
    apt_install postgresql postgresql-contrib
  fi
  version=$(ls /etc/postgresql | sort -n | tail -1)
  hba="/etc/postgresql/$version/main/pg_hba.conf"
  # Local development only: loopback connections are trusted, as on the team's machines.
  hba_changed=""
  if ! as_root grep -q '^host all all 127.0.0.1/32 trust' "$hba"; then
    as_root sed -i '1i host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust' "$hba"
    hba_changed=1
  fi
  # Where systemd runs, installing the package already started the cluster: reload it so the
  # pg_hba.conf edit applies. Elsewhere (containers, no systemd) start it ourselves.
  if as_root pg_ctlcluster "$version" main status >/dev/null 2>&1; then
    if [ -n "$hba_changed" ]; then
      echo "services: PostgreSQL $version already running, reloading it for pg_hba.conf"
      as_root pg_ctlcluster "$version" main reload
    fi
  else
    echo "services: starting PostgreSQL $version"
    as_root pg_ctlcluster --skip-systemctl-redirect "$version" main start || as_root pg_ctlcluster "$version" main start
  fi
  wait_for_port 5432
fi

if ! port_open 6379; then
  if ! command -v redis-server >/dev/null 2>&1; then
    echo "services: installing Redis"
    apt_install redis-server
  fi
  # Where systemd runs, the package started Redis already: give it a moment before starting one.
  for _ in $(seq 1 10); do port_open 6379 && break; sleep 0.5; done
  port_open 6379 || redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no >/dev/null
  wait_for_port 6379
fi
echo "services: PostgreSQL and Redis answer on 127.0.0.1"
