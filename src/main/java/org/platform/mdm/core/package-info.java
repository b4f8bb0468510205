/**
 * Core module ({@code org.platform.mdm.core}): users, roles and the rights they grant on resources,
 * login tokens, the authentication of every request, the check of the right each endpoint declares,
 * and the system-parameters API over the settings registry. Other modules use {@link
 * org.platform.mdm.core.CurrentUser}, {@link org.platform.mdm.core.UserDirectory}, {@link
 * org.platform.mdm.core.RequiresRight} and {@link org.platform.mdm.core.SecurityResources}.
 */
package org.platform.mdm.core;
