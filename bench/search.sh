#!/usr/bin/env bash
# Search: imports 1,000,000 persons (Latin and Cyrillic names), then measures over HTTP a filter by
# two attributes, a full-text word, FUZZY with a typo and a facet over the whole entity, beside an
# authenticated GET (the HTTP floor), prints each query's EXPLAIN ANALYZE, and measures
# single-record writes with search indexing on, off and on again. Durable embedded PostgreSQL under
# target/bench-data/search-<time>; prints a Markdown summary (also saved as results.md).
#
#   bench/search.sh
#   JAVA_OPTS="-Dbench.records=100000 -Dbench.requests=200 -Dbench.writeSeconds=20" bench/search.sh
#
# Environment: REBUILD=1 forces the Maven build even when compiled classes exist.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "${REBUILD:-0}" == 1 || ! -f target/test-classes/org/platform/mdm/bench/SearchBenchmark.class \
      || -n "$(find src pom.xml -newer target/test-classes/org/platform/mdm/bench/SearchBenchmark.class -type f -print -quit)" ]]; then
  mvn -q -DskipTests test-compile
fi
if [[ ! -s target/bench-classpath.txt || pom.xml -nt target/bench-classpath.txt ]]; then
  mvn -q dependency:build-classpath -Dmdep.outputFile=target/bench-classpath.txt -Dmdep.includeScope=test
fi

# shellcheck disable=SC2086
exec java -Xmx4g ${JAVA_OPTS:-} \
  -cp "target/classes:target/test-classes:$(cat target/bench-classpath.txt)" \
  org.platform.mdm.bench.SearchBenchmark "$@"
