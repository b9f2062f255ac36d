#!/usr/bin/env bash
# Installs (if needed) and starts Debian's Redis on 127.0.0.1:6379 for the
# cache tests, then prints the URL to export as TEST_REDIS_URL. The
# two-instance browser test also starts Redis servers of its own from this
# package. Needs root; run it as `eval "$(scripts/ci/start-redis.sh)"`.
set -euo pipefail

if ! command -v redis-server >/dev/null 2>&1; then
  echo "Installing Redis from Debian…" >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >&2
fi

# A container has no init system to start the package's service: start it by hand, as Debian's unit would.
if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  if [ -x /etc/init.d/redis-server ]; then
    /etc/init.d/redis-server start >&2 || true
  fi
fi
if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  # No init script, or one that could not start it: run the server itself, in memory only.
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save '' --appendonly no >&2 || true
fi
for _ in $(seq 1 30); do
  redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 && break
  sleep 1
done
if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  echo "Redis did not start on 127.0.0.1:6379." >&2
  exit 1
fi
echo "export TEST_REDIS_URL=redis://127.0.0.1:6379"
