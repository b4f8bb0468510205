package org.platform.mdm.system;

import io.swagger.v3.core.converter.AnnotatedType;
import io.swagger.v3.core.converter.ModelConverters;
import io.swagger.v3.oas.models.Components;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.info.Info;
import io.swagger.v3.oas.models.media.Content;
import io.swagger.v3.oas.models.media.MediaType;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.oas.models.responses.ApiResponse;
import io.swagger.v3.oas.models.responses.ApiResponses;
import io.swagger.v3.oas.models.security.SecurityRequirement;
import io.swagger.v3.oas.models.security.SecurityScheme;
import java.lang.annotation.Annotation;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.platform.mdm.system.apidoc.ApiSchemas;
import org.springdoc.core.customizers.OpenApiCustomizer;
import org.springdoc.core.models.GroupedOpenApi;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.info.BuildProperties;
import org.springframework.core.MethodParameter;
import org.springframework.core.annotation.AnnotatedElementUtils;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;

/**
 * Makes each module's OpenAPI document ({@link #group}): its title, description and the product
 * version, how to authenticate, and the error answers every operation can give, all with the
 * envelope's schema. Controllers only name their operations ({@code @Operation(summary = ...)}),
 * tag themselves by what they do ({@code @Tag}) and declare the errors no rule here can see (a 409,
 * a 404 for an object named in the body) with {@link ErrorAnswer}; everything else is added here:
 *
 * <ul>
 *   <li>400 for every operation (a body, parameter, path or header the server cannot read);
 *   <li>401 for every operation that is not a {@link PublicEndpoint};
 *   <li>404 for operations with a path variable (the object it names may not exist);
 *   <li>413 and 415 for operations that read a body; 406 and 500 for every operation; 409 for every
 *       operation that changes something (a concurrent change, a deadlock), and for a read through
 *       a draft (a {@code draftId} parameter: the draft is applied, read and rolled back);
 *   <li>every 4xx answer gets the {@code ErrorResponse} schema and, unless the controller wrote
 *       one, a standard description.
 * </ul>
 *
 * <p>The version is the Maven project version, from {@code META-INF/build-info.properties} (written
 * by the build, so present under {@code mvn spring-boot:run}, in the tests and in the jar).
 */
@Component
public class ApiDocs implements SmartInitializingSingleton {

  /** The schema of every error answer: {@link ErrorResponse}. */
  public static final String ERROR_SCHEMA = "ErrorResponse";

  static final String BEARER = "bearerToken";
  static final String BASIC = "basic";
  static final String NEGOTIATE = "kerberos";

  private static final Map<Integer, String> STANDARD_ERRORS =
      Map.of(
          400,
          "Bad input: a malformed body, path or parameter, or a value that breaks a rule. Every"
              + " problem is listed in `details.error`, each with a stable `code`.",
          401,
          "No credentials, a token that is unknown, expired or logged out, a wrong password, or a"
              + " Kerberos ticket refused.",
          403,
          "The user lacks the right this operation needs.",
          404,
          "An object the request names does not exist.",
          409,
          "Conflict: the object was changed meanwhile (a stale `version`), or the change collides"
              + " with its current state.",
          413,
          "The request body is larger than the server accepts.",
          406,
          "The `Accept` header asks for a type the operation does not answer (it answers JSON).",
          415,
          "The body's `Content-Type` is not one the operation reads.",
          500,
          "A failure of the server (a bug): nothing was changed. Quote `requestId` when reporting"
              + " it; the server log has the details under it.");

  private final String version;

  private final ObjectProvider<RequestMappingHandlerMapping> mappings;
  private final ObjectProvider<ApiModule> modules;

  public ApiDocs(
      ObjectProvider<BuildProperties> build,
      @Qualifier("requestMappingHandlerMapping")
          ObjectProvider<RequestMappingHandlerMapping> mappings,
      ObjectProvider<ApiModule> modules) {
    this.mappings = mappings;
    this.modules = modules;
    BuildProperties properties = build.getIfAvailable();
    String fromManifest = ApiDocs.class.getPackage().getImplementationVersion();
    this.version =
        properties != null && properties.getVersion() != null
            ? properties.getVersion()
            : fromManifest != null ? fromManifest : "unknown";
  }

  /** Puts {@link ApiSchemas} first in the converter chain, after springdoc registered its own. */
  @Override
  public void afterSingletonsInstantiated() {
    Set<Class<?>> requestRecords = new HashSet<>();
    mappings
        .getObject()
        .getHandlerMethods()
        .values()
        .forEach(
            handler -> {
              for (MethodParameter parameter : handler.getMethodParameters()) {
                if (parameter.hasParameterAnnotation(RequestBody.class)) {
                  BodyChecks.records(BodyChecks.documentedShape(parameter), requestRecords);
                }
              }
            });
    ApiSchemas.INSTANCE.requestRecords(requestRecords);
    ModelConverters.getInstance(true).addConverter(ApiSchemas.INSTANCE);
  }

  /** The product version the documents show: the Maven project version. */
  public String version() {
    return version;
  }

  /** The springdoc group of a module, documented as the class comment says. */
  public GroupedOpenApi group(ApiModule module) {
    return group(module, openApi -> {});
  }

  /** The same, with what the module adds to its document once springdoc has made it. */
  public GroupedOpenApi group(ApiModule module, OpenApiCustomizer more) {
    List<String> excluded = new ArrayList<>();
    excluded.add(module.root() + "/api-docs");
    excluded.add(module.root() + "/openapi.json");
    // A module whose root lies under this one's (the jobs under /api/v2/core) has its own document.
    modules
        .orderedStream()
        .map(ApiModule::root)
        .filter(root -> root.startsWith(module.root() + "/"))
        .forEach(root -> excluded.add(root + "/**"));
    return GroupedOpenApi.builder()
        .group(module.group())
        .displayName(module.title())
        .pathsToMatch(module.root() + "/**")
        .pathsToExclude(excluded.toArray(String[]::new))
        .addOperationCustomizer(ApiDocs::standardErrors)
        .addOpenApiCustomizer(openApi -> document(module, openApi))
        .addOpenApiCustomizer(more)
        .build();
  }

  /**
   * The schema of {@code type} in {@code openApi}: a reference to its component, added with the
   * components it refers to, for schemas no controller signature shows (keyed payloads).
   */
  @SuppressWarnings("rawtypes")
  public static Schema schemaOf(OpenAPI openApi, java.lang.reflect.Type type) {
    io.swagger.v3.core.converter.ResolvedSchema resolved =
        ModelConverters.getInstance(true)
            .resolveAsResolvedSchema(new AnnotatedType(type).resolveAsRef(true));
    if (openApi.getComponents() == null) {
      openApi.components(new Components());
    }
    if (resolved.referencedSchemas != null) {
      resolved.referencedSchemas.forEach(
          (name, schema) -> {
            if (openApi.getComponents().getSchemas() == null
                || !openApi.getComponents().getSchemas().containsKey(name)) {
              openApi.getComponents().addSchemas(name, schema);
            }
          });
    }
    return resolved.schema;
  }

  private static Operation standardErrors(Operation operation, HandlerMethod handler) {
    for (ErrorAnswer answer :
        AnnotatedElementUtils.findMergedRepeatableAnnotations(
            handler.getMethod(), ErrorAnswer.class)) {
      addIfAbsent(operation, answer.status());
      operation
          .getResponses()
          .get(String.valueOf(answer.status()))
          .description(answer.description());
    }
    if (annotated(handler, PublicEndpoint.class)) {
      operation.setSecurity(List.of()); // no credentials needed: overrides the document's default
    } else {
      addIfAbsent(operation, 401);
    }
    addIfAbsent(operation, 400); // a request line or header the server cannot read, at least
    if (Arrays.stream(handler.getMethodParameters())
        .anyMatch(p -> p.hasParameterAnnotation(PathVariable.class))) {
      addIfAbsent(operation, 404);
    }
    if (operation.getRequestBody() != null) {
      addIfAbsent(operation, 413);
      addIfAbsent(operation, 415);
    }
    addIfAbsent(operation, 406);
    if (!handler.getMethod().isAnnotationPresent(GetMapping.class) || readsThroughADraft(handler)) {
      addIfAbsent(operation, 409);
    }
    addIfAbsent(operation, 500);
    return operation;
  }

  private void document(ApiModule module, OpenAPI openApi) {
    // A new Info each time: springdoc copies the base document shallowly into every group.
    openApi.info(
        new Info().title(module.title()).version(version).description(module.description()));
    if (openApi.getComponents() == null) {
      openApi.components(new Components());
    }
    Components components = openApi.getComponents();
    schemaOf(openApi, ErrorResponse.class);
    components
        .getSchemas()
        .get(ERROR_SCHEMA)
        .description(
            "The body of every error answer: the problems in `details.error` (each with a stable"
                + " `code`, `externalMessage` in the caller's language and the same text as"
                + " `message` (the specification's detailed error), `internalMessage` in"
                + " English, `params`: the values the message names, each a string, `nested`:"
                + " the problems it is made of or null, and `source`: the field or path"
                + " concerned), and `requestId`, under which the server log has the details.");
    components.addSecuritySchemes(
        BEARER,
        new SecurityScheme()
            .type(SecurityScheme.Type.HTTP)
            .scheme("bearer")
            .description(
                "The token from `POST /api/v2/core/authentication/login`, sent as"
                    + " `Authorization: Bearer <token>`."));
    components.addSecuritySchemes(
        BASIC,
        new SecurityScheme()
            .type(SecurityScheme.Type.HTTP)
            .scheme("basic")
            .description("User name and password on every request, for scripts."));
    components.addSecuritySchemes(
        NEGOTIATE,
        new SecurityScheme()
            .type(SecurityScheme.Type.HTTP)
            .scheme("negotiate")
            .description(
                "A Kerberos ticket (SPNEGO), `Authorization: Negotiate <ticket>`, when Kerberos"
                    + " sign-on is set up. Only `POST /api/v2/core/authentication/login` (with"
                    + " empty strings) asks for one with `WWW-Authenticate: Negotiate` (so `curl"
                    + " --negotiate -u :` sends it there); its token then serves every request."));
    openApi.security(
        List.of(
            new SecurityRequirement().addList(BEARER),
            new SecurityRequirement().addList(BASIC),
            new SecurityRequirement().addList(NEGOTIATE)));
    if (openApi.getPaths() != null) {
      openApi.getPaths().values().stream()
          .flatMap(path -> path.readOperations().stream())
          .forEach(ApiDocs::envelopeOnErrors);
    }
  }

  private static void envelopeOnErrors(Operation operation) {
    if (operation.getResponses() == null) {
      return;
    }
    operation
        .getResponses()
        .forEach(
            (code, response) -> {
              if (!code.startsWith("4") && !code.startsWith("5")) {
                return;
              }
              if (response.getDescription() == null || response.getDescription().isBlank()) {
                response.description(standardDescription(code));
              }
              response.content(
                  new Content()
                      .addMediaType(
                          org.springframework.http.MediaType.APPLICATION_JSON_VALUE,
                          new MediaType()
                              .schema(
                                  new Schema<>().$ref("#/components/schemas/" + ERROR_SCHEMA))));
            });
  }

  private static void addIfAbsent(Operation operation, int status) {
    if (operation.getResponses() == null) {
      operation.responses(new ApiResponses());
    }
    String code = String.valueOf(status);
    if (!operation.getResponses().containsKey(code)) {
      operation.getResponses().addApiResponse(code, new ApiResponse());
    }
  }

  private static String standardDescription(String code) {
    int status = Integer.parseInt(code);
    String text = STANDARD_ERRORS.get(status);
    if (text != null) {
      return text;
    }
    HttpStatus known = HttpStatus.resolve(status);
    return known != null ? known.getReasonPhrase() : "Error";
  }

  private static boolean annotated(HandlerMethod handler, Class<? extends Annotation> type) {
    return AnnotatedElementUtils.hasAnnotation(handler.getMethod(), type)
        || AnnotatedElementUtils.hasAnnotation(handler.getBeanType(), type);
  }

  /**
   * Whether the operation may read through a draft ({@code draftId}): it applies the draft, reads
   * and rolls back, so it meets concurrent changes as a write does.
   */
  private static boolean readsThroughADraft(org.springframework.web.method.HandlerMethod handler) {
    return Arrays.stream(handler.getMethodParameters())
        .anyMatch(
            p -> {
              org.springframework.web.bind.annotation.RequestParam param =
                  p.getParameterAnnotation(
                      org.springframework.web.bind.annotation.RequestParam.class);
              if (param == null) {
                return false;
              }
              String name = !param.name().isEmpty() ? param.name() : p.getParameterName();
              return "draftId".equals(name);
            });
  }
}
