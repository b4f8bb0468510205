package org.platform.mdm.system;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JavaType;
import io.swagger.v3.core.converter.AnnotatedType;
import io.swagger.v3.core.converter.ModelConverter;
import io.swagger.v3.core.converter.ModelConverterContext;
import io.swagger.v3.core.converter.ModelConverters;
import io.swagger.v3.core.util.Json;
import io.swagger.v3.oas.models.media.Schema;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.ApiTest;
import org.springdoc.core.properties.SpringDocConfigProperties;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/**
 * No module document names two Java types alike: a schema is named by its type's simple name, and a
 * second type of that name (dq's quality {@code Results} beside matching's in the records document)
 * silently replaces the first one's schema. Each document is built afresh while a converter at the
 * head of the chain notes which types every schema name was made from.
 */
class SchemaNamesTest extends ApiTest {

  @Autowired List<ApiModule> modules;
  @Autowired SpringDocConfigProperties springdoc;

  @Test
  void noDocumentHasTwoJavaTypesOfTheSameSchemaName() {
    Map<String, Set<String>> clashes = new TreeMap<>();
    boolean cacheDisabled = springdoc.getCache().isDisabled();
    try (TypesByName seen = TypesByName.watching()) {
      for (ApiModule module : modules) {
        String path = module.root() + "/openapi.json";
        springdoc.getCache().setDisabled(false);
        JsonNode served = anonymous().get(path).json();
        seen.clear();
        springdoc.getCache().setDisabled(true); // built again, under the eye of seen
        JsonNode built = anonymous().get(path).json();

        assertThat(seen.isEmpty()).as("the %s document was built again", module.group()).isFalse();
        assertThat(built).as("the %s document built again", module.group()).isEqualTo(served);
        seen.clashes().forEach((name, types) -> clashes.put(module.group() + ": " + name, types));
      }
    } finally {
      springdoc.getCache().setDisabled(cacheDisabled);
    }
    assertThat(clashes).as("schema names two documented Java types share").isEmpty();
  }

  @Test
  void twoTypesOfOneNameAreSeen() {
    try (TypesByName seen = TypesByName.watching()) {
      ModelConverters.getInstance(true).readAll(new AnnotatedType(Both.class));

      assertThat(seen.clashes())
          .containsOnlyKeys("Results")
          .containsValue(
              new TreeSet<>(
                  Set.of(Quality.Results.class.getName(), Matching.Results.class.getName())));
    }
  }

  record Both(Quality.Results quality, Matching.Results matching, JsonNode any, List<Both> more) {}

  static final class Quality {
    record Results(List<String> rules) {}
  }

  static final class Matching {
    record Results(List<Long> clusters) {}
  }

  /** While installed, the Java types each schema name was made from, in every document built. */
  private static final class TypesByName implements ModelConverter, AutoCloseable {

    private static final String REF_PREFIX = "#/components/schemas/";

    private final Map<String, Set<Class<?>>> types = new ConcurrentHashMap<>();

    static TypesByName watching() {
      TypesByName seen = new TypesByName();
      ModelConverters.getInstance(true).addConverter(seen);
      return seen;
    }

    @Override
    @SuppressWarnings("rawtypes")
    public Schema resolve(
        AnnotatedType type, ModelConverterContext context, Iterator<ModelConverter> chain) {
      Schema schema = chain.hasNext() ? chain.next().resolve(type, context, chain) : null;
      JavaType javaType = Json.mapper().constructType(type.getType());
      String name = componentName(schema);
      // A type counts under its own name: a wrapper (ResponseEntity<X>) or a JsonNode (AnyValue)
      // answered with another schema is no second type of that name.
      if (name != null && javaType != null && name.equals(ownName(javaType.getRawClass()))) {
        types.computeIfAbsent(name, n -> ConcurrentHashMap.newKeySet()).add(javaType.getRawClass());
      }
      return schema;
    }

    @SuppressWarnings("rawtypes")
    private static String componentName(Schema schema) {
      if (schema == null) {
        return null;
      }
      if (schema.getName() != null) {
        return schema.getName();
      }
      String ref = schema.get$ref();
      return ref != null && ref.startsWith(REF_PREFIX) ? ref.substring(REF_PREFIX.length()) : null;
    }

    /** The name a type's schema takes: its {@code @Schema(name)}, else its simple name. */
    private static String ownName(Class<?> type) {
      io.swagger.v3.oas.annotations.media.Schema named =
          type.getAnnotation(io.swagger.v3.oas.annotations.media.Schema.class);
      return named != null && !named.name().isBlank() ? named.name() : type.getSimpleName();
    }

    void clear() {
      types.clear();
    }

    boolean isEmpty() {
      return types.isEmpty();
    }

    Map<String, Set<String>> clashes() {
      Map<String, Set<String>> clashes = new TreeMap<>();
      types.forEach(
          (name, classes) -> {
            if (classes.size() > 1) {
              Set<String> names = new TreeSet<>();
              classes.forEach(c -> names.add(c.getName()));
              clashes.put(name, names);
            }
          });
      return clashes;
    }

    @Override
    public void close() {
      ModelConverters.getInstance(true).removeConverter(this);
    }
  }
}
