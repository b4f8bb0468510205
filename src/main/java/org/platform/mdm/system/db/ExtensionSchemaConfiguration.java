package org.platform.mdm.system.db;

import com.zaxxer.hikari.HikariDataSource;
import java.sql.SQLException;
import org.platform.mdm.system.Settings;
import org.platform.mdm.system.SystemSettings;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.flyway.autoconfigure.FlywayConfigurationCustomizer;
import org.springframework.boot.flyway.autoconfigure.FlywayMigrationStrategy;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;

/**
 * Puts the extension schema ({@link ExtensionSchema}) to use: the migrations get its placeholder,
 * the schema is checked before they run, and the platform's connections find the extensions in it.
 */
@Configuration(proxyBeanMethods = false)
class ExtensionSchemaConfiguration {

  @Bean
  FlywayConfigurationCustomizer extensionSchemaPlaceholder(Environment environment) {
    return configuration -> MigrationPlaceholders.apply(configuration, schema(environment));
  }

  @Bean
  FlywayMigrationStrategy extensionSchemaCheckedFirst(Environment environment) {
    return flyway -> {
      try {
        ExtensionSchema.check(flyway.getConfiguration().getDataSource(), schema(environment));
      } catch (SQLException e) {
        throw new IllegalStateException("The extension schema cannot be checked", e);
      }
      flyway.migrate();
    };
  }

  /** Adds the extension schema to the search path of every pooled connection. */
  @Bean
  static BeanPostProcessor extensionSchemaOnSearchPath(Environment environment) {
    return new BeanPostProcessor() {
      @Override
      public Object postProcessBeforeInitialization(Object bean, String beanName) {
        if (bean instanceof HikariDataSource hikari) {
          String statement = ExtensionSchema.searchPathStatement(schema(environment));
          if (statement != null) {
            String init = hikari.getConnectionInitSql();
            hikari.setConnectionInitSql(
                init == null || init.isBlank() ? statement : init + "; " + statement);
          }
        }
        return bean;
      }
    };
  }

  private static String schema(Environment environment) {
    return Settings.configuredValue(environment, SystemSettings.EXTENSION_SCHEMA);
  }
}
