#!/usr/bin/env bash
# Builds the libFuzzer targets and runs them for a bounded time.
#
#   Fuzz/run.sh [TARGET|all] [SECONDS]   fuzz each target for SECONDS (default 60)
#   Fuzz/run.sh TARGET FILE...           run TARGET once on each FILE (reproduce a crash)
#   Fuzz/run.sh --build [TARGET|all]     only build
#
# Targets: http-request (HTTPServer's RequestParser), key-decoder (TerminalKit's KeyDecoder),
# cheese-parser (CheeseFeature's CheeseParser). Each is the library's sources compiled with
# swiftc and -sanitize=fuzzer,address, plus Fuzz/Targets/<Name>Fuzz.swift, which checks the
# target's invariants on every input. Runs start from the checked-in seeds in
# Fuzz/Corpus/TARGET; what the fuzzer adds goes to .build/fuzz/corpus/TARGET. A crash or a
# violated invariant stops the run, and the script fails naming the input that caused it.
#
# FUZZ_BUILD_LOCK=PATH runs the build under `flock PATH` (a machine shared by builds).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
build=$root/.build/fuzz
export PATH="/opt/swift/usr/bin:$PATH"

all_targets=(http-request key-decoder cheese-parser)

flags=(-swift-version 6 -O -g -sanitize=fuzzer,address -parse-as-library
  -package-name architecture_samples -I "$build/modules")

# module NAME FILE...: a static library and its module, in $build/modules; once a run.
declare -A built=()
module() {
  local name=$1
  shift
  [[ -n ${built[$name]:-} ]] && return 0
  built[$name]=1
  mkdir -p "$build/modules"
  swiftc "${flags[@]}" -module-name "$name" -emit-module \
    -emit-module-path "$build/modules/$name.swiftmodule" -emit-library -static \
    -o "$build/modules/lib$name.a" "$@"
}

# up_to_date TARGET: whether the target's binary is newer than its fuzz file, the library
# sources it is built from (not this script: after changing its flags, rm -r .build/fuzz).
up_to_date() {
  local inputs=()
  case $1 in
    http-request) inputs+=(Fuzz/Targets/RequestParserFuzz.swift Sources/Primitives Sources/HTTPServer) ;;
    key-decoder) inputs+=(Fuzz/Targets/KeyDecoderFuzz.swift Sources/Primitives Sources/TerminalKit) ;;
    cheese-parser) inputs+=(Fuzz/Targets/CheeseParserFuzz.swift Sources/CheeseFeature) ;;
  esac
  [[ -x $build/$1 ]] && [[ -z $(find "${inputs[@]}" -type f -newer "$build/$1" | head -1) ]]
}

# build_target TARGET: the library modules it needs, then the target, linked with them
# (dependencies last).
build_target() {
  local file libraries
  case $1 in
    http-request)
      up_to_date "$1" && return 0
      module Primitives Sources/Primitives/*.swift
      module HTTPServer Sources/HTTPServer/*.swift
      file=RequestParserFuzz.swift libraries=(-lHTTPServer -lPrimitives)
      ;;
    key-decoder)
      up_to_date "$1" && return 0
      module Primitives Sources/Primitives/*.swift
      module TerminalKit $(find Sources/TerminalKit -name '*.swift' | sort)
      file=KeyDecoderFuzz.swift libraries=(-lTerminalKit -lPrimitives)
      ;;
    cheese-parser)
      # The parser and what it uses, not the feature's views and view models (which need
      # TerminalUI and Streams).
      up_to_date "$1" && return 0
      module CheeseFeature Sources/CheeseFeature/{Cheese,CheeseError,CheeseProblem}.swift \
        Sources/CheeseFeature/{CheeseParser,CheeseSolver}.swift
      file=CheeseParserFuzz.swift libraries=(-lCheeseFeature)
      ;;
    *)
      echo "unknown target '$1'; targets: ${all_targets[*]}" >&2
      return 2
      ;;
  esac
  echo "fuzz: building $1" >&2
  # (gold warns, harmlessly, once per ASan helper symbol: those lines are dropped.)
  swiftc "${flags[@]}" -module-name Fuzz -L "$build/modules" "${libraries[@]}" \
    "Fuzz/Targets/$file" -o "$build/$1" 2> >(grep -v "Cannot export local symbol" >&2)
}

# fuzz TARGET SECONDS: fails with the path of the input that crashed it, if any.
fuzz() {
  local target=$1 seconds=$2
  local corpus=$build/corpus/$target artifacts=$build/artifacts/$target
  mkdir -p "$corpus" "$artifacts"
  echo "fuzz: $target for ${seconds}s" >&2
  local status=0
  # (Swift's backtracer is off: under ASan it reports a crash of its own after an abort.)
  SWIFT_BACKTRACE=enable=no "$build/$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -max_len=4096 -print_final_stats=1 -artifact_prefix="$artifacts/" \
    "$corpus" "Fuzz/Corpus/$target" >"$build/$target.log" 2>&1 || status=$?
  if ((status != 0)); then
    grep -E "invariant violated|ERROR: |SUMMARY|Test unit written" -A3 "$build/$target.log" >&2 ||
      tail -40 "$build/$target.log" >&2
    local crash
    crash=$(grep -o "Test unit written to .*" "$build/$target.log" | sed 's/Test unit written to //' |
      tail -1)
    echo "fuzz: $target failed; the input: ${crash:-(none written; see $build/$target.log)}" >&2
    echo "fuzz: reproduce with Fuzz/run.sh $target ${crash:-FILE}" >&2
    return 1
  fi
  grep -E "stat::number_of_executed_units|stat::new_units_added" "$build/$target.log" |
    sed "s/^/fuzz: $target /" >&2
}

build_only=false
if [[ ${1:-} == --build ]]; then
  build_only=true
  shift
fi
which=${1:-all}
shift || true
targets=("$which")
[[ $which == all ]] && targets=("${all_targets[@]}")

stale=false
for target in "${targets[@]}"; do
  up_to_date "$target" || stale=true
done
if ! $stale; then
  :
elif [[ -n ${FUZZ_BUILD_LOCK:-} ]]; then
  FUZZ_BUILD_LOCK='' flock "$FUZZ_BUILD_LOCK" "$0" --build "$which"
else
  for target in "${targets[@]}"; do
    build_target "$target"
  done
fi
$build_only && exit 0

if (($# > 0)) && [[ -f $1 ]]; then
  # Reproduce: run the target once on each input given.
  SWIFT_BACKTRACE=enable=no exec "$build/${targets[0]}" "$@"
fi
seconds=${1:-60}
failed=0
for target in "${targets[@]}"; do
  fuzz "$target" "$seconds" || failed=1
done
exit $failed
