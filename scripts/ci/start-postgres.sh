#!/usr/bin/env bash
# Installs (if needed) and starts Debian's PostgreSQL on 127.0.0.1:5432 for the
# database test suite, then prints the URL to export as TEST_DATABASE_URL.
# Needs root; run it as `eval "$(scripts/ci/start-postgres.sh)"`.
set -euo pipefail

if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  echo "Installing PostgreSQL from Debian…" >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
fi

version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
if ! pg_lsclusters -h | grep -q "^$version main"; then
  pg_createcluster "$version" main >&2
fi
if ! pg_lsclusters -h | grep -q "^$version main .* online"; then
  pg_ctlcluster "$version" main start >&2
fi
for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 -p 5432 && break
  sleep 1
done
su postgres -c "psql -q -c \"alter user postgres password 'postgres'\"" >&2
echo "export TEST_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres"
