package org.platform.mdm.system.web;

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

  @GetMapping("/api/{version}/{module}/openapi.json")
  String document(
      @PathVariable String version, @PathVariable String module, HttpServletRequest request) {
    return "forward:/v3/api-docs/" + find(version, module, request).group();
  }

  @GetMapping(value = "/api/{version}/{module}/api-docs", produces = MediaType.TEXT_HTML_VALUE)
  ResponseEntity<String> page(
      @PathVariable String version, @PathVariable String module, HttpServletRequest request) {
    ApiModule api = find(version, module, request);
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

  private ApiModule find(String version, String module, HttpServletRequest request) {
    ApiModule api = byRoot.get("/api/" + version + "/" + module);
    if (api == null) {
      throw new PlatformException(
          SystemErrors.SYSTEM_ROUTE_NOT_FOUND, request.getMethod(), request.getRequestURI());
    }
    return api;
  }
}
