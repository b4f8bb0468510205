package org.platform.mdm.dg.scan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.platform.mdm.dg.model.StandardAssetTypes;
import org.platform.mdm.meta.DataModelService;
import org.platform.mdm.testsupport.Api;
import tools.jackson.databind.json.JsonMapper;

/** Publishes the standard asset types through the model API when the model lacks any. */
final class StandardTypesPublished {

  private StandardTypesPublished() {}

  static void ensure(Api admin, DataModelService models, JsonMapper json) {
    if (StandardAssetTypes.complete(models.published().model())) {
      return;
    }
    Api.Response saved =
        admin.post(
            "/api/v2/meta/model/save",
            Map.of(
                "model",
                json.valueToTree(StandardAssetTypes.addMissing(models.published().model()))));
    assertThat(saved.status()).as(saved.toString()).isEqualTo(200);
  }
}
