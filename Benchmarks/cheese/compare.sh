#!/usr/bin/env bash
# Times the whole `samples cheese` process against the plain C program on the benchmark's
# largest input (N = 300,000, W = 300,000,000), side by side with hyperfine.
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v hyperfine >/dev/null || { apt-get update -qq && apt-get install -y -qq hyperfine; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build -c release --product samples >/dev/null
swift build -c release --product benchmarks >/dev/null
bin=$(swift build -c release --show-bin-path)
"$bin/benchmarks" cheese --write-cheese-input >"$work/input.txt"
gcc -O2 -o "$work/cheese-c" Benchmarks/cheese/cheese.c
c_answer=$("$work/cheese-c" <"$work/input.txt")
swift_answer=$("$bin/samples" cheese <"$work/input.txt")
[ "$c_answer" = "$swift_answer" ] || { echo "answers differ: C $c_answer, Swift $swift_answer"; exit 1; }
# hyperfine subtracts the shell's own start-up from both.
hyperfine --warmup 5 --runs 50 \
  -n c "$work/cheese-c < $work/input.txt" -n "samples cheese" "$bin/samples cheese < $work/input.txt"
