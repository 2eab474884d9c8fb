#!/usr/bin/env bash
# Throughput and tail latency of the backend (`samples server`, SQLite database, access log
# to a file) against nginx serving the same forecast JSON as a static file:
# wrk -t2 -c64 -d10s on GET /forecast, alternating between the two, on 127.0.0.1 only.
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! command -v wrk >/dev/null || ! command -v nginx >/dev/null; then
  apt-get update -qq && apt-get install -y -qq wrk nginx >/dev/null
fi
work=$(mktemp -d)
mkdir -p "$work/html" "$work/logs"
# nginx workers run as an unprivileged user: they must be able to read the file.
chmod 755 "$work" "$work/html"
swift build -c release --product samples >/dev/null
bin=$(swift build -c release --show-bin-path)
"$bin/samples" server --port 18081 --database "$work/samples.sqlite" 2>"$work/access.log" &
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
for round in 1 2 3; do
  echo "== round $round: nginx (static file)"
  wrk -t2 -c64 -d10s --latency http://127.0.0.1:18082/forecast | grep -E "Requests/sec|99%|Socket errors|Non-2xx"
  echo "== round $round: samples server (GET /forecast from SQLite through the response cache)"
  wrk -t2 -c64 -d10s --latency http://127.0.0.1:18081/forecast | grep -E "Requests/sec|99%|Socket errors|Non-2xx"
done
