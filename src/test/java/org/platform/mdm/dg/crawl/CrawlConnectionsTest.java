package org.platform.mdm.dg.crawl;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.SQLException;
import org.junit.jupiter.api.Test;

class CrawlConnectionsTest {

  @Test
  void aUrlIsShownWithoutItsPropertiesOrAPasswordBeforeTheHost() {
    assertThat(CrawlConnections.display("jdbc:postgresql://db:5432/shop?password=secret"))
        .isEqualTo("jdbc:postgresql://db:5432/shop");
    assertThat(CrawlConnections.display("jdbc:sqlserver://db:1433;user=sa;password=secret"))
        .isEqualTo("jdbc:sqlserver://db:1433");
    assertThat(CrawlConnections.display("jdbc:mysql://root:secret@db:3306/shop"))
        .isEqualTo("jdbc:mysql://root:***@db:3306/shop");
    assertThat(CrawlConnections.display("jdbc:oracle:thin:scott/tiger@db:1521/orcl"))
        .isEqualTo("jdbc:oracle:thin:scott/***@db:1521/orcl");
    assertThat(CrawlConnections.display("jdbc:postgresql://db:5432/shop"))
        .isEqualTo("jdbc:postgresql://db:5432/shop");
  }

  @Test
  void aFailureSaysWhatHappenedAndNeverThePassword() {
    CrawlException unreachable =
        CrawlConnections.failure(
            "PostgreSQL at db:5432", "u", "pw1", new SQLException("Connection refused", "08001"));
    CrawlException refused =
        CrawlConnections.failure(
            "PostgreSQL at db:5432",
            "u",
            "pw1",
            new SQLException("login with pw1 failed", "28P01"));
    CrawlException other =
        CrawlConnections.failure("X", "u", null, new SQLException("relation missing", "42P01"));

    assertThat(unreachable)
        .hasMessage("PostgreSQL at db:5432 could not be reached: Connection refused");
    assertThat(unreachable.getCause()).isInstanceOf(SQLException.class);
    assertThat(refused)
        .hasMessage("PostgreSQL at db:5432 refused the user 'u': login with *** failed")
        .hasNoCause();
    assertThat(other).hasMessage("X could not be read: relation missing");
  }

  @Test
  void aHostWithColonsIsBracketedAndADatabaseNameEncoded() {
    assertThat(PostgresCrawler.url("::1", "5432", "my db/x"))
        .isEqualTo("jdbc:postgresql://[::1]:5432/my+db%2Fx");
    assertThat(PostgresCrawler.names(" a, ,b ,")).containsExactly("a", "b");
    assertThat(PostgresCrawler.names(null)).isEmpty();
  }
}
