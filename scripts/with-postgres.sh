#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server (Debian's `postgresql` package): TEST_DATABASE_URL is set for
# it, and the server is stopped and deleted afterwards. Usage: bash scripts/with-postgres.sh npx vitest run test/contract
set -euo pipefail
pgbin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$pgbin" ] || [ ! -x "$pgbin/initdb" ]; then
  echo "with-postgres: no PostgreSQL server installed (apt-get install -y postgresql)" >&2
  exit 3
fi
# A free port unless one is given: two runs side by side (two worktrees, CI) never meet.
port=${PGTEST_PORT:-$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}
dir=$(mktemp -d /tmp/storefront-pg.XXXXXX)
as_postgres() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$dir"
cleanup() { as_postgres "$pgbin/pg_ctl -D $dir/data -m immediate stop" >/dev/null 2>&1 || true; rm -rf "$dir"; }
trap cleanup EXIT
as_postgres "$pgbin/initdb -D $dir/data -A trust -U postgres --no-sync" >/dev/null
as_postgres "$pgbin/pg_ctl -D $dir/data -l $dir/log -w -o \"-k $dir -p $port -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200\" start" >/dev/null
echo "with-postgres: PostgreSQL $("$pgbin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" "$@"
