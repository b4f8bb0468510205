/**
 * Web UI module ({@code org.platform.mdm.ui}): serves the stewards' single-page application, built
 * from {@code src/main/ui} into the server's static resources by the Maven build, under {@code /ui}
 * ({@code /} redirects there). The application is a client of the documented API and nothing else;
 * this module only hands out its files: a path under {@code /ui} that names no file is a page of
 * the application and gets its {@code index.html}.
 */
package org.platform.mdm.ui;
