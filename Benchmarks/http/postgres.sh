#!/usr/bin/env bash
# GET /forecast and PUT /forecast through two `samples server`s sharing one PostgreSQL
# database, beside one server on SQLite, in the same run: wrk -t2 on each, the two PostgreSQL
# servers loaded at once (32 connections each) against the SQLite one alone (64), then the
# same with authenticated PUTs. Prints one line a figure: `name value unit`.
#
# Needs PostgreSQL's server binaries (Debian's postgresql-15); starts a throwaway cluster
# (.ci/start-postgres). SKIP_BUILD=1 and BIN=dir as in compare.sh; SECONDS_PER_RUN.
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! command -v wrk >/dev/null; then apt-get update -qq && apt-get install -y -qq wrk >/dev/null; fi
seconds=${SECONDS_PER_RUN:-10}
if [ -z "${SKIP_BUILD:-}" ]; then swift build -c release --product samples >/dev/null; fi
bin=${BIN:-$(swift build -c release --show-bin-path)}
source .ci/start-postgres >/dev/null
work=$(mktemp -d)
email=bench@example.com
password=bench-password
pg="postgres://"
echo "$password" | "$bin/samples" user add "$email" --database "$pg" >/dev/null 2>&1
echo "$password" | "$bin/samples" user add "$email" --database "$work/db.sqlite" >/dev/null 2>&1
pids=()
"$bin/samples" server --port 18091 --database "$pg" --access-log off >/dev/null & pids+=($!)
"$bin/samples" server --port 18092 --database "$pg" --access-log off >/dev/null & pids+=($!)
"$bin/samples" server --port 18093 --database "$work/db.sqlite" --access-log off >/dev/null & pids+=($!)
cleanup() {
  kill "${pids[@]}" 2>/dev/null || true
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "${PG_BIN:-/usr/lib/postgresql/15/bin}/pg_ctl" -D "$SAMPLES_PGDATA" -m fast stop >/dev/null
  else "${PG_BIN:-/usr/lib/postgresql/15/bin}/pg_ctl" -D "$SAMPLES_PGDATA" -m fast stop >/dev/null; fi
  rm -rf "$work"
}
trap cleanup EXIT
for port in 18091 18092 18093; do
  for _ in $(seq 100); do curl -sf "http://127.0.0.1:$port/health" >/dev/null && break; sleep 0.1; done
done

token() {
  curl -sf -X POST "http://127.0.0.1:$1/login" -d "{\"email\":\"$email\",\"password\":\"$password\"}" |
    sed -E 's/.*"token":"([0-9a-f]+)".*/\1/'
}
cat >"$work/put.lua" <<'LUA'
wrk.method = "PUT"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Authorization"] = "Bearer " .. os.getenv("TOKEN")
wrk.body = '{"address":"bench","weathers":[{"time":9,"weather_type":1,"rainy_percent":40}]}'
LUA

# Requests/sec of a wrk run (its first argument: connections).
rate() {
  local connections=$1
  shift
  wrk -t2 -c"$connections" -d"${seconds}s" "$@" | awk '/Requests\/sec/ { print $2 }'
}

get=/forecast
a=$(rate 32 "http://127.0.0.1:18091$get" & rate 32 "http://127.0.0.1:18092$get" & wait)
echo "http.postgres2.get_rps $(echo "$a" | awk '{ s += $1 } END { printf "%.0f", s }') req/s"
echo "http.sqlite1.get_rps $(rate 64 "http://127.0.0.1:18093$get") req/s"

put="/forecast?address=bench"
t1=$(token 18091)
t2=$(token 18092)
t3=$(token 18093)
b=$(TOKEN=$t1 rate 32 -s "$work/put.lua" "http://127.0.0.1:18091$put" &
  TOKEN=$t2 rate 32 -s "$work/put.lua" "http://127.0.0.1:18092$put" & wait)
echo "http.postgres2.put_rps $(echo "$b" | awk '{ s += $1 } END { printf "%.0f", s }') req/s"
echo "http.sqlite1.put_rps $(TOKEN=$t3 rate 64 -s "$work/put.lua" "http://127.0.0.1:18093$put") req/s"
