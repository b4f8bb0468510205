package org.platform.mdm.system.apidoc;

import jakarta.servlet.http.HttpServletRequest;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.platform.mdm.system.ApiModule;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.PublicEndpoint;
import org.platform.mdm.system.SystemErrors;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.util.HtmlUtils;

/**
 * Serves each REST module's documentation at its own root: {@code /api/v2/draft/api-docs} (Swagger
 * UI showing only that module) and {@code /api/v2/draft/openapi.json} (its OpenAPI document,
 * produced by springdoc for the module's group).
 */
@Controller
@PublicEndpoint
class ApiDocsController {

  private final Map<String, ApiModule> byRoot;

  ApiDocsController(List<ApiModule> modules) {
    this.byRoot = modules.stream().collect(Collectors.toMap(ApiModule::root, Function.identity()));
  }

  @GetMapping({
    "/api/{version}/{module}/openapi.json",
    "/api/{version}/{module}/{part}/openapi.json"
  })
  String document(
      @PathVariable String version,
      @PathVariable String module,
      @PathVariable(required = false) String part,
      HttpServletRequest request) {
    return "forward:/v3/api-docs/" + find(version, module, part, request).group();
  }

  @GetMapping(
      value = {"/api/{version}/{module}/api-docs", "/api/{version}/{module}/{part}/api-docs"},
      produces = MediaType.TEXT_HTML_VALUE)
  ResponseEntity<String> page(
      @PathVariable String version,
      @PathVariable String module,
      @PathVariable(required = false) String part,
      HttpServletRequest request) {
    ApiModule api = find(version, module, part, request);
    String context = request.getContextPath();
    String title = HtmlUtils.htmlEscape(api.title());
    String documentUrl = context + api.root() + "/openapi.json";
    String html =
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
          <meta charset="UTF-8">
          <title>%1$s</title>
          <link rel="stylesheet" href="%2$s/swagger-ui/swagger-ui.css">
        </head>
        <body>
          <div id="swagger-ui"></div>
          <script src="%2$s/swagger-ui/swagger-ui-bundle.js"></script>
          <script>
            window.ui = SwaggerUIBundle({url: '%3$s', dom_id: '#swagger-ui'});
          </script>
        </body>
        </html>
        """
            .formatted(title, context, documentUrl);
    return ResponseEntity.ok().contentType(MediaType.TEXT_HTML).body(html);
  }

  /** The module of a root of three parts, or of four (a module under another's root). */
  private ApiModule find(String version, String module, String part, HttpServletRequest request) {
    ApiModule api = byRoot.get("/api/" + version + "/" + module + (part == null ? "" : "/" + part));
    if (api == null) {
      throw new PlatformException(
          SystemErrors.SYSTEM_ROUTE_NOT_FOUND, request.getMethod(), request.getRequestURI());
    }
    return api;
  }
}
