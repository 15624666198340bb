-- Every key holds every scope unless an operator narrows it (R15): keys made before the
-- webhooks:manage scope existed gain it too, so existing integrations can manage endpoints.
UPDATE api_keys SET scopes = CONCAT_WS(',', NULLIF(scopes, ''), 'webhooks:manage')
 WHERE FIND_IN_SET('webhooks:manage', scopes) = 0;
