#!/usr/bin/env bash
# Relation reads and draft publication: a filtered page of 50 of a record with 10,000 REFERENCES
# links (beside the JDBC read of its rows), and publication of a parent draft holding 1,000 record
# drafts with a link each (beside the same writes applied at once). Starts the server in-process
# with a durable embedded PostgreSQL under target/bench-data/relations-<time>; prints a Markdown
# summary (also saved as results.md there).
#
#   bench/relations.sh
#   JAVA_OPTS="-Dbench.links=10000 -Dbench.drafts=1000 -Dbench.requests=1000" bench/relations.sh
#
# Environment: REBUILD=1 forces the Maven build even when compiled classes exist.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "${REBUILD:-0}" == 1 || ! -f target/test-classes/org/platform/mdm/bench/RelationBenchmark.class \
      || -n "$(find src pom.xml -newer target/test-classes/org/platform/mdm/bench/RelationBenchmark.class -type f -print -quit)" ]]; then
  mvn -q -DskipTests test-compile
fi
if [[ ! -s target/bench-classpath.txt || pom.xml -nt target/bench-classpath.txt ]]; then
  mvn -q dependency:build-classpath -Dmdep.outputFile=target/bench-classpath.txt -Dmdep.includeScope=test
fi

# shellcheck disable=SC2086
exec java -Xmx4g ${JAVA_OPTS:-} \
  -cp "target/classes:target/test-classes:$(cat target/bench-classpath.txt)" \
  org.platform.mdm.bench.RelationBenchmark "$@"
