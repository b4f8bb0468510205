/**
 * Core module ({@code org.platform.mdm.core}): users, roles and the rights they grant on resources,
 * security labels, login tokens, the authentication of every request, the check of the right each
 * endpoint declares, large-object files, the audit trail, a per-user inbox and the
 * system-parameters API over the settings registry.
 *
 * <p>This package is the module's one public face: what other modules use of it (the user and the
 * rights it holds: {@link org.platform.mdm.core.PlatformUser}, {@link org.platform.mdm.core.Right},
 * {@link org.platform.mdm.core.CurrentUser}, {@link org.platform.mdm.core.AnyUser}, {@link
 * org.platform.mdm.core.UserDirectory}, {@link org.platform.mdm.core.RequiresRight}, {@link
 * org.platform.mdm.core.SecurityResources}; the labels a record carries: {@link
 * org.platform.mdm.core.RecordLabels}, {@link org.platform.mdm.core.LabelPaths}, {@link
 * org.platform.mdm.core.SecurityLabelService}; the files: {@link
 * org.platform.mdm.core.LargeObjects}; a user's notices: {@link
 * org.platform.mdm.core.UserNotifications}; the settings and errors) and what its rooms share (the
 * {@link org.platform.mdm.core.AuditTrail}, the {@link org.platform.mdm.core.ExternalUser} a
 * directory or an identity provider vouches for, the client's address). The directories and
 * identity providers are kept in system's versioned {@code ConfigurationTable} with their secrets
 * sealed, through one lifecycle both rooms extend, the face's {@link
 * org.platform.mdm.core.SealedConfigurations} (create, replace at the version read, delete, audit;
 * an absent secret keeps the stored one). The code lives in rooms, sub-packages no other module may
 * use ({@code ModularityTest}), which depend on each other one way ({@code RoomsTest}): {@code
 * access} (users, roles, labels, user-defined properties), {@code file} (large objects, the upload
 * spool), {@code audit} (the trail's events) and {@code inbox} (the users' notifications) at the
 * bottom; {@code login} (authentication, the login guard, tokens, external users) and {@code
 * transfer} (role and label export and import) on {@code access}; {@code sso} (identity providers,
 * OAuth2 and Kerberos sign-ins) and {@code directory} (LDAP) on those; {@code security} (the
 * request filter and the right check) and {@code web} on top. The controllers stay together in
 * {@code web}, the top room that uses the others, rather than each in its concern's room: several
 * of them join concerns (a login takes a password or a Kerberos or OAuth2 sign-in: {@code login}
 * and {@code sso}; a user's page shows whether its logins are held: {@code access} and {@code
 * login}), so in their concerns' rooms they would reach a room of their own level or stack the
 * rooms into more levels; on top, the order stays one way and short.
 */
@Rooms({"web, security", "sso, directory", "login, transfer", "access, file, audit, inbox"})
package org.platform.mdm.core;

import org.platform.mdm.system.Rooms;
