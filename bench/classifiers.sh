#!/usr/bin/env bash
# Classifier of 100,000 nodes (issue 21): imports one classifier shaped like UNSPSC (segments,
# families, classes, commodities, a sixth level under some; codes, inheritable attributes) through
# POST /api/v1/classifiers/import, then measures over HTTP reading a level (the root, the root's
# children, a typical and a big mid level, the deepest level), reading a node with its inherited
# attributes and searching nodes by text, each request beside an authenticated GET (the HTTP floor),
# and prints the EXPLAIN ANALYZE of a level and a search. Durable embedded PostgreSQL under
# target/bench-data/classifiers-<time>; prints a Markdown summary (also saved as results.md there).
#
#   bench/classifiers.sh
#   JAVA_OPTS="-Dbench.nodes=100000 -Dbench.bigLevel=1000 -Dbench.requests=1000" bench/classifiers.sh
#
# Environment: REBUILD=1 forces the Maven build even when compiled classes exist.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "${REBUILD:-0}" == 1 || ! -f target/test-classes/org/platform/mdm/bench/ClassifierBenchmark.class \
      || -n "$(find src pom.xml -newer target/test-classes/org/platform/mdm/bench/ClassifierBenchmark.class -type f -print -quit)" ]]; then
  mvn -q -DskipTests test-compile
fi
if [[ ! -s target/bench-classpath.txt || pom.xml -nt target/bench-classpath.txt ]]; then
  mvn -q dependency:build-classpath -Dmdep.outputFile=target/bench-classpath.txt -Dmdep.includeScope=test
fi

# shellcheck disable=SC2086
exec java -Xmx4g ${JAVA_OPTS:-} \
  -cp "target/classes:target/test-classes:$(cat target/bench-classpath.txt)" \
  org.platform.mdm.bench.ClassifierBenchmark "$@"
