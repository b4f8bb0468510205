#!/usr/bin/env bash
# Matching quality: generated persons with FEBRL's kinds of errors (typos, missing values, swapped
# names, nicknames, other scripts, date and digit errors; fixed seed, known truth), matched by the
# all-of rules a steward starts with, by a weighted rule with hand-set m and u, and by the same rule
# with m and u estimated by the server (POST .../drafts/{id}/estimate) from a naive first guess,
# side by side: precision, recall, F1, candidate pairs and run time of each, with examples of missed
# and wrong pairs, and the estimate beside the hand-set and the true probabilities. Durable
# embedded PostgreSQL under target/bench-data/matching-quality-<time>; prints a Markdown summary
# (also saved as results.md).
#
#   bench/matching-quality.sh                        # 5,000 records, dedupe
#   bench/matching-quality.sh linkage                # two files of 5,000 records, half overlapping
#   bench/matching-quality.sh dedupe 100000
#   JAVA_OPTS="-Dbench.models=weighted -Dbench.lower=15" bench/matching-quality.sh
#   JAVA_OPTS="-Dbench.models=estimated -Dbench.lower=5 -Dbench.sweep=5,10,20,40" \
#     bench/matching-quality.sh
#
# Environment: REBUILD=1 forces the Maven build even when compiled classes exist.
set -euo pipefail
cd "$(dirname "$0")/.."
MODE="${1:-dedupe}"
RECORDS="${2:-5000}"
MAIN=target/test-classes/org/platform/mdm/bench/MatchingQualityBenchmark.class

if [[ "${REBUILD:-0}" == 1 || ! -f $MAIN || -n "$(find src pom.xml -newer $MAIN -type f -print -quit)" ]]; then
  mvn -q -o -Dui.skip=true -Dspotless.check.skip=true -DskipTests test-compile
fi
if [[ ! -s target/bench-classpath.txt || pom.xml -nt target/bench-classpath.txt ]]; then
  mvn -q -o dependency:build-classpath -Dmdep.outputFile=target/bench-classpath.txt -Dmdep.includeScope=test
fi

# shellcheck disable=SC2086
exec java -Xmx3g ${JAVA_OPTS:-} -Dbench.mode="$MODE" -Dbench.records="$RECORDS" \
  -cp "target/classes:target/test-classes:$(cat target/bench-classpath.txt)" \
  org.platform.mdm.bench.MatchingQualityBenchmark
