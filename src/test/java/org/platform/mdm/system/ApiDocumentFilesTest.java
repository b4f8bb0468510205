package org.platform.mdm.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.ApiTest;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * Keeps {@code docs/api/<group>.json} equal to what the server documents: the module documents as
 * files, for integration engineers' code generators and for the web UI, whose API client is
 * generated from them when it is built (so a field the server renames breaks the UI's build). When
 * a document changes the test rewrites the folder and fails once, so that the new documents are
 * committed with the change that made them. Object keys are sorted, so a file changes only when a
 * document does; the files name the server as {@code http://localhost:8080}, the default address.
 */
class ApiDocumentFilesTest extends ApiTest {

  private static final Path FOLDER = Path.of("docs", "api");
  private static final ObjectMapper JSON =
      JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();

  private static final String DEFAULT_SERVER = "http://localhost:8080";

  @Autowired List<ApiModule> modules;

  @Test
  void docsApiHoldsEveryModuleDocumentAsTheServerServesIt() throws IOException {
    Map<String, String> served = new TreeMap<>();
    for (ApiModule module : modules) {
      ObjectNode document = (ObjectNode) anonymous().get(module.root() + "/openapi.json").json();
      // The server names itself by the address it was asked at; the files name the default one.
      document.putArray("servers").addObject().put("url", DEFAULT_SERVER);
      served.put(module.group() + ".json", JSON.writeValueAsString(sorted(document)) + "\n");
    }
    Map<String, String> kept = kept();
    if (!served.equals(kept)) {
      replace(served);
    }
    assertThat(kept)
        .as("docs/api was out of date and has been rewritten; commit it")
        .isEqualTo(served);
  }

  /** The node with every object's keys in order, recursively; arrays keep their order. */
  private static JsonNode sorted(JsonNode node) {
    if (node.isObject()) {
      ObjectNode copy = JSON.createObjectNode();
      List<String> names = new ArrayList<>(node.propertyNames());
      names.sort(null);
      for (String name : names) {
        copy.set(name, sorted(node.get(name)));
      }
      return copy;
    }
    if (node.isArray()) {
      var copy = JSON.createArrayNode();
      node.values().forEach(item -> copy.add(sorted(item)));
      return copy;
    }
    return node;
  }

  private static Map<String, String> kept() throws IOException {
    Map<String, String> files = new TreeMap<>();
    if (Files.isDirectory(FOLDER)) {
      try (Stream<Path> list = Files.list(FOLDER)) {
        for (Path file : list.filter(f -> f.toString().endsWith(".json")).toList()) {
          files.put(file.getFileName().toString(), Files.readString(file, StandardCharsets.UTF_8));
        }
      }
    }
    return files;
  }

  private static void replace(Map<String, String> files) throws IOException {
    Files.createDirectories(FOLDER);
    try (Stream<Path> list = Files.list(FOLDER)) {
      for (Path file : list.filter(f -> f.toString().endsWith(".json")).toList()) {
        Files.delete(file);
      }
    }
    for (Map.Entry<String, String> file : files.entrySet()) {
      Files.writeString(FOLDER.resolve(file.getKey()), file.getValue(), StandardCharsets.UTF_8);
    }
  }
}
