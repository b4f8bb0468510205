package org.platform.mdm.system;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class InapplicableWarningsTest {

  @Test
  void springdocsDefaultEndpointsAndFlywaysOutOfOrderWarningsAreDropped() {
    assertThat(
            InapplicableWarnings.inapplicable(
                "org.springdoc.core.events.SpringDocAppInitializer",
                "SpringDoc {} endpoint is enabled by default. To disable it in production, set"))
        .isTrue();
    assertThat(
            InapplicableWarnings.inapplicable(
                "org.flywaydb.core.internal.command.DbMigrate",
                "outOfOrder mode is active. Migration of schema \"public\" may not be reproducible."))
        .isTrue();
    assertThat(
            InapplicableWarnings.inapplicable(
                "org.flywaydb.core.internal.sqlscript.DefaultSqlScriptExecutor",
                "DB: extension \"pg_trgm\" already exists, skipping (SQL State: 42710 - Error"
                    + " Code: 0)"))
        .isTrue();
  }

  @Test
  void everyOtherWarningPasses() {
    assertThat(
            InapplicableWarnings.inapplicable(
                "org.flywaydb.core.internal.sqlscript.DefaultSqlScriptExecutor",
                "DB: column \"x\" of relation \"y\" does not exist"))
        .isFalse();
    assertThat(
            InapplicableWarnings.inapplicable(
                "org.flywaydb.core.internal.command.DbMigrate", "Schema has a failed migration"))
        .isFalse();
    assertThat(InapplicableWarnings.inapplicable("org.platform.mdm.Other", "SpringDoc x"))
        .isFalse();
  }
}
