package org.platform.mdm.meta;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.JsonNode;

/** A steward reads the published model of the registers it may read; an administrator all of it. */
class PublishedModelReadTest extends RecordApiTest {

  @Test
  void aStewardReadsTheRegistersItMayReadAndTheAdministratorEveryOne() {
    Api admin = admin();
    String mine = aRegister(admin, "BVT", attribute("name", "String"));
    String other = aRegister(admin, "BVT", attribute("name", "String"));
    String link = aRelation(admin, "MANY_TO_MANY", mine, other);
    Api steward = aUserWithRoles(aRole(List.of(grant(mine, "READ"))));

    Api.Response read = steward.get(MODEL);
    assertThat(read.status()).as(read.toString()).isEqualTo(200);
    JsonNode model = read.json().path("model");
    assertThat(texts(model.path("entities"), "name")).contains(mine).doesNotContain(other);
    assertThat(texts(model.path("relations"), "name")).doesNotContain(link);
    assertThat(texts(publishedModel(admin).path("entities"), "name")).contains(mine, other);
    assertThat(anonymous().get(MODEL).status()).isEqualTo(401);
    // The drafts and the rest of the model's administration stay the administrators'.
    assertThat(steward.get(MODEL + "/entities/" + mine).status()).isEqualTo(403);
  }
}
