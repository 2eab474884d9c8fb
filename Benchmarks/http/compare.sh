#!/usr/bin/env bash
# Throughput and tail latency of the backend (`samples server`, SQLite database, access log
# to a file through its writer thread) against nginx serving the same forecast JSON as a
# static file: wrk -t2 -c64 -d10s on GET /forecast, alternating between the two, on 127.0.0.1
# only. Both get two workers (nginx `worker_processes 2`, the server `--loops 2`).
#
# Then the same GET load on the backend while `benchmarks http-logins` logs in 20 times a
# second (each login a yescrypt hash on the backend's hashing pool): GET p99 and the logins'
# rate and p99.
#
# SKIP_BUILD=1 uses the release products already built (BIN=dir names their directory); ROUNDS
# and SECONDS_PER_RUN change the
# runs.
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! command -v wrk >/dev/null || ! command -v nginx >/dev/null; then
  apt-get update -qq && apt-get install -y -qq wrk nginx >/dev/null
fi
rounds=${ROUNDS:-3}
seconds=${SECONDS_PER_RUN:-10}
work=$(mktemp -d)
mkdir -p "$work/html" "$work/logs"
# nginx workers run as an unprivileged user: they must be able to read the file.
chmod 755 "$work" "$work/html"
if [ -z "${SKIP_BUILD:-}" ]; then
  swift build -c release --product samples >/dev/null
  swift build -c release --product benchmarks >/dev/null
fi
bin=${BIN:-$(swift build -c release --show-bin-path)}
email=bench@example.com
password=bench-password
echo "$password" | "$bin/samples" user add "$email" --database "$work/samples.sqlite" >/dev/null
"$bin/samples" server --port 18081 --loops 2 --database "$work/samples.sqlite" \
  --access-log "$work/access.log" >/dev/null &
server=$!
cat >"$work/nginx.conf" <<CONF
worker_processes 2;
error_log $work/logs/error.log;
pid $work/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  default_type application/json;
  server { listen 127.0.0.1:18082; location / { root $work/html; } }
}
CONF
trap 'kill $server 2>/dev/null; nginx -c "$work/nginx.conf" -p "$work" -s stop 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 50); do curl -sf http://127.0.0.1:18081/forecast >"$work/html/forecast" && break; sleep 0.1; done
nginx -c "$work/nginx.conf" -p "$work"
sleep 0.5

# Requests/sec of one wrk run, its p99 and errors printed as they come.
run_wrk() {
  local out
  out=$(wrk -t2 -c64 -d"${seconds}s" --latency "$1")
  echo "$out" | grep -E "^ +99%|Socket errors|Non-2xx" >&2 || true
  echo "$out" | awk '/Requests\/sec/ { print $2 }'
}

for round in $(seq "$rounds"); do
  echo "== round $round: nginx (static file)"
  nginx_rps=$(run_wrk http://127.0.0.1:18082/forecast)
  echo "    Requests/sec: $nginx_rps"
  echo "== round $round: samples server (GET /forecast from SQLite through the response cache)"
  ours_rps=$(run_wrk http://127.0.0.1:18081/forecast)
  echo "    Requests/sec: $ours_rps"
  awk -v a="$ours_rps" -v b="$nginx_rps" 'BEGIN { printf "    ratio: %.2f x nginx\n", a / b }'
done

echo "== samples server, GET /forecast while 20 logins/s run"
"$bin/benchmarks" http-logins 18081 "$email" "$password" 20 "$seconds" >"$work/logins.txt" &
logins=$!
loaded_rps=$(run_wrk http://127.0.0.1:18081/forecast)
wait $logins
echo "    Requests/sec: $loaded_rps"
sed 's/^/    /' "$work/logins.txt"
echo "== GET /health"
curl -s http://127.0.0.1:18081/health
echo
