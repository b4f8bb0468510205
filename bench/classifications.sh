#!/usr/bin/env bash
# Classifications (issue 21): a classifier of four levels imported, then 1,000,000 products imported
# twice, bare (the floor) and each classified into a random leaf, then searches "classified under"
# a segment, a class and a leaf measured beside a plain search and an authenticated GET. Durable
# embedded PostgreSQL under target/bench-data/classifications-<time>; prints a Markdown summary
# (also saved as results.md there).
#
#   bench/classifications.sh
#   JAVA_OPTS="-Dbench.records=100000 -Dbench.requests=200" bench/classifications.sh
#
# Options (-D... in JAVA_OPTS): bench.records (1000000), bench.branching (10: 11,110 nodes),
# bench.warmup (100), bench.requests (500), bench.segmentRequests (bench.requests), bench.reuse (the data
# directory of an earlier run, which is kept: measures the searches again and loads nothing).
# Environment: REBUILD=1 forces the Maven build.
set -euo pipefail
cd "$(dirname "$0")/.."

CLASS=target/test-classes/org/platform/mdm/bench/ClassificationBenchmark.class
if [[ "${REBUILD:-0}" == 1 || ! -f "$CLASS" \
      || -n "$(find src pom.xml -newer "$CLASS" -type f -print -quit)" ]]; then
  mvn -q -DskipTests -Dui.skip=true test-compile
fi
if [[ ! -s target/bench-classpath.txt || pom.xml -nt target/bench-classpath.txt ]]; then
  mvn -q dependency:build-classpath -Dmdep.outputFile=target/bench-classpath.txt -Dmdep.includeScope=test
fi

# shellcheck disable=SC2086
exec java -Xmx2g ${JAVA_OPTS:-} \
  -cp "target/classes:target/test-classes:$(cat target/bench-classpath.txt)" \
  org.platform.mdm.bench.ClassificationBenchmark "$@"
