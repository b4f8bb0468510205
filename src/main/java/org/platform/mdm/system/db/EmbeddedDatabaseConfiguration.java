package org.platform.mdm.system.db;

import com.zaxxer.hikari.HikariDataSource;
import java.io.IOException;
import java.nio.file.Path;
import javax.sql.DataSource;
import org.platform.mdm.system.Settings;
import org.platform.mdm.system.SystemSettings;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Condition;
import org.springframework.context.annotation.ConditionContext;
import org.springframework.context.annotation.Conditional;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;
import org.springframework.core.type.AnnotatedTypeMetadata;
import org.springframework.util.StringUtils;

/**
 * Starts the embedded PostgreSQL and points the data source at it, unless {@code
 * spring.datasource.url} (env {@code SPRING_DATASOURCE_URL}) names an external server: then Spring
 * Boot's own data source is used and nothing is started.
 */
@Configuration(proxyBeanMethods = false)
@Conditional(EmbeddedDatabaseConfiguration.NoExternalDatabase.class)
class EmbeddedDatabaseConfiguration {

  @Bean(destroyMethod = "close")
  EmbeddedDatabase embeddedDatabase(Environment environment) throws IOException {
    String dir = Settings.configuredValue(environment, SystemSettings.DATA_DIR);
    boolean durable = Settings.configuredValue(environment, SystemSettings.EMBEDDED_DB_DURABLE);
    String settings = Settings.configuredValue(environment, SystemSettings.EMBEDDED_DB_SETTINGS);
    return EmbeddedDatabase.start(
        Path.of(dir).resolve("postgres"), durable, EmbeddedDatabase.serverSettings(settings));
  }

  @Bean
  DataSource dataSource(EmbeddedDatabase database, Environment environment) {
    HikariDataSource dataSource = new HikariDataSource();
    dataSource.setJdbcUrl(database.jdbcUrl());
    dataSource.setUsername(database.user());
    dataSource.setPassword(database.password());
    dataSource.setPoolName("platform-embedded");
    dataSource.setConnectionInitSql(
        environment.getProperty("spring.datasource.hikari.connection-init-sql"));
    dataSource.setMaximumPoolSize(
        environment.getProperty("spring.datasource.hikari.maximum-pool-size", Integer.class, 10));
    return dataSource;
  }

  /** True when no external database URL is configured. */
  static class NoExternalDatabase implements Condition {
    @Override
    public boolean matches(ConditionContext context, AnnotatedTypeMetadata metadata) {
      return !StringUtils.hasText(context.getEnvironment().getProperty("spring.datasource.url"));
    }
  }
}
