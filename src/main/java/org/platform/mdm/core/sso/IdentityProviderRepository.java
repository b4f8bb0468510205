package org.platform.mdm.core.sso;

import org.platform.mdm.system.ConfigurationTable;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.databind.json.JsonMapper;

/** Identity providers, table {@code identity_providers}; the client secret kept as stored. */
@Repository
class IdentityProviderRepository {

  private final ConfigurationTable<IdentityProvider> table;

  IdentityProviderRepository(JdbcClient jdbc, JsonMapper json) {
    this.table =
        new ConfigurationTable<>(
            jdbc, json, "identity_providers", "client_secret", IdentityProvider.class);
  }

  ConfigurationTable<IdentityProvider> table() {
    return table;
  }
}
