package org.platform.mdm.core;

import java.time.OffsetDateTime;
import java.util.Map;

/**
 * One event of the audit trail.
 *
 * @param type LOGIN_SUCCESS, LOGIN_FAILURE, LOGIN_LOCK (a user name locked after too many
 *     failures), LOGIN_SLOWDOWN (a client address's failures are slowed down from now on; the
 *     subject is the address), LOGIN_UNLOCK (an administrator lifted a user name's or an address's
 *     hold; {@code key} user or address when lifted through the login locks), USER_CREATE,
 *     USER_UPDATE (its roles, its activity), ROLE_CREATE, ROLE_UPDATE, ROLE_DELETE (with its
 *     rights), PROPERTY_CREATE, PROPERTY_DELETE (user-defined properties), LABEL_CREATE,
 *     LABEL_UPDATE, LABEL_DELETE (security labels, with their paths), ROLE_LABELS, USER_LABELS (the
 *     label instances a role or a user holds, before and after), ROLES_EXPORT, ROLES_IMPORT,
 *     LABELS_EXPORT, LABELS_IMPORT (a transfer started; what it changed is audited role by role and
 *     label by label), PARAMETER_CHANGE (a system parameter: its new value, never a secret's),
 *     WORKFLOW_TASK_CLAIM, WORKFLOW_TASK_UNCLAIM, WORKFLOW_TASK_ASSIGN, WORKFLOW_TASK_COMPLETE (a
 *     task of a process; the subject is the task id), WORKFLOW_PROCESS_CANCEL (a process, with the
 *     reason), DG_INFORMATION_SYSTEM_CREATE, DG_INFORMATION_SYSTEM_UPDATE,
 *     DG_INFORMATION_SYSTEM_DELETE, DG_CONNECTION_CREATE, DG_CONNECTION_UPDATE,
 *     DG_CONNECTION_DELETE (never a secret's value), DG_CRAWLER_INSTANCE_CREATE,
 *     DG_CRAWLER_INSTANCE_UPDATE, DG_CRAWLER_INSTANCE_DELETE (the subject is {@code
 *     system/instance}): the source-systems model of data governance
 * @param userName who acted (the user logging in, or the administrator)
 * @param subject what the event is about (the user name tried or changed, the role, the property,
 *     the parameter)
 * @param details more, by name (never a password or a secret's value)
 */
public record AuditEvent(
    long id,
    OffsetDateTime date,
    String type,
    String userName,
    String subject,
    String clientAddress,
    Map<String, String> details) {}
