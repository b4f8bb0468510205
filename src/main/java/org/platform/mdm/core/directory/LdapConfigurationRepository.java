package org.platform.mdm.core.directory;

import org.platform.mdm.system.ConfigurationTable;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.databind.json.JsonMapper;

/**
 * Directory configurations, table {@code ldap_configurations}; the bind password kept as stored.
 */
@Repository
class LdapConfigurationRepository {

  private final ConfigurationTable<LdapConfiguration> table;

  LdapConfigurationRepository(JdbcClient jdbc, JsonMapper json) {
    this.table =
        new ConfigurationTable<>(
            jdbc, json, "ldap_configurations", "bind_password", LdapConfiguration.class);
  }

  ConfigurationTable<LdapConfiguration> table() {
    return table;
  }
}
