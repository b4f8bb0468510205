#!/usr/bin/env bash
# The built-in crawlers alone: 1,000 tables of 20 columns (a primary key, a foreign key to the table
# before, a comment; a view over every tenth table) in an embedded PostgreSQL, crawled by the
# PostgreSQL and the JDBC crawler beside a plain query of information_schema.columns. Prints a
# Markdown table of medians.
#
#   bench/crawl.sh
#   JAVA_OPTS="-Dbench.tables=5000 -Dbench.columns=20 -Dbench.runs=5" bench/crawl.sh
#
# Environment: REBUILD=1 forces the Maven build even when compiled classes exist.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "${REBUILD:-0}" == 1 || ! -f target/test-classes/org/platform/mdm/bench/CrawlBenchmark.class \
      || -n "$(find src pom.xml -newer target/test-classes/org/platform/mdm/bench/CrawlBenchmark.class -type f -print -quit)" ]]; then
  mvn -q -DskipTests test-compile
fi
if [[ ! -s target/bench-classpath.txt || pom.xml -nt target/bench-classpath.txt ]]; then
  mvn -q dependency:build-classpath -Dmdep.outputFile=target/bench-classpath.txt -Dmdep.includeScope=test
fi

# shellcheck disable=SC2086
exec java -Xmx1g ${JAVA_OPTS:-} \
  -cp "target/classes:target/test-classes:$(cat target/bench-classpath.txt)" \
  org.platform.mdm.bench.CrawlBenchmark "$@"
