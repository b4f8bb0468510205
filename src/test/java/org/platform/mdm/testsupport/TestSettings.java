package org.platform.mdm.testsupport;

import java.util.List;
import org.platform.mdm.system.SettingDefinition;
import org.platform.mdm.system.SettingType;
import org.platform.mdm.system.SettingsCatalog;
import org.springframework.stereotype.Component;

/** Settings that exist only in the tests: an editable secret and a hidden one. */
@Component
public class TestSettings implements SettingsCatalog {

  public static final SettingDefinition<String> SECRET =
      SettingDefinition.builder(
              "org.platform.mdm.test",
              "org.platform.mdm.test.webhook.secret",
              SettingType.STRING,
              "default-secret-value")
          .secret()
          .editable()
          .build();

  public static final SettingDefinition<Integer> HIDDEN =
      SettingDefinition.builder(
              "org.platform.mdm.test", "org.platform.mdm.test.threads", SettingType.INTEGER, 1)
          .hidden()
          .build();

  @Override
  public List<SettingDefinition<?>> definitions() {
    return List.of(SECRET, HIDDEN);
  }
}
