#!/usr/bin/env bash
# Draft search/upsert benchmark: 1,000,000 drafts by default (first argument or -Dbench.drafts).
# Starts the server in-process with a durable embedded PostgreSQL under target/bench-data/<time>,
# bulk-loads the drafts, prints the EXPLAIN of the search SQL, the search latency over HTTP and
# the upsert throughput, then a Markdown summary (also saved as results.md in the data directory).
#
#   bench/drafts.sh            # 1,000,000 drafts
#   bench/drafts.sh 100000     # fewer drafts
#   JAVA_OPTS="-Dbench.upsertSeconds=5 -Dbench.requests=2000" bench/drafts.sh
#
# Environment: REBUILD=1 forces the Maven build even when compiled classes exist.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "${REBUILD:-0}" == 1 || ! -f target/test-classes/org/platform/mdm/bench/DraftBenchmark.class \
      || -n "$(find src pom.xml -newer target/test-classes/org/platform/mdm/bench/DraftBenchmark.class -type f -print -quit)" ]]; then
  mvn -q -DskipTests test-compile
fi
if [[ ! -s target/bench-classpath.txt || pom.xml -nt target/bench-classpath.txt ]]; then
  mvn -q dependency:build-classpath -Dmdep.outputFile=target/bench-classpath.txt -Dmdep.includeScope=test
fi

# shellcheck disable=SC2086
exec java -Xmx4g ${JAVA_OPTS:-} \
  -cp "target/classes:target/test-classes:$(cat target/bench-classpath.txt)" \
  org.platform.mdm.bench.DraftBenchmark "$@"
