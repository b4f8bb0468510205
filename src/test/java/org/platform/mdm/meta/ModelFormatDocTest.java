package org.platform.mdm.meta;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.platform.mdm.meta.validation.ModelValidator;
import org.platform.mdm.system.ErrorKind;
import tools.jackson.databind.json.JsonMapper;

/** The user documentation of the model format stays true: its example and its list of codes. */
class ModelFormatDocTest {

  private static final Path DOC = Path.of("docs/model-format.md");

  @Test
  void theDocumentedExampleIsAValidModel() throws IOException {
    String doc = Files.readString(DOC);
    int start = doc.indexOf("```json") + "```json".length();
    String example = doc.substring(start, doc.indexOf("```", start));

    DataModel model = JsonMapper.builder().build().readValue(example, DataModel.class);

    assertThat(model.entities()).extracting(EntityDef::name).containsExactly("Customer", "Order");
    assertThat(model.relation("CustomerOrders").orElseThrow().customProperties())
        .containsEntry(RelationDef.OUTGOING_ATTRIBUTES, "number,total");
    assertThat(ModelValidator.validate(model, DataModel.empty())).isEmpty();
  }

  @Test
  void everyValidationCodeIsDocumented() throws IOException {
    String doc = Files.readString(DOC);

    assertThat(
            Arrays.stream(MetaErrors.values())
                .filter(code -> code.kind() == ErrorKind.BAD_INPUT)
                .map(MetaErrors::code))
        .allSatisfy(code -> assertThat(doc).contains("`" + code + "`"));
  }
}
