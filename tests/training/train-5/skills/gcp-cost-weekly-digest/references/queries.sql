-- Week-over-week net cost by project and service.
-- @table is substituted by digest.py from digest.yaml after validation.
SELECT
  project.id AS project,
  service.description AS service,
  SUM(IF(DATE(usage_start_time) >= DATE_SUB(CURRENT_DATE(), INTERVAL 7 DAY),
         cost + IFNULL((SELECT SUM(c.amount) FROM UNNEST(credits) c), 0), 0)) AS this_week,
  SUM(IF(DATE(usage_start_time) < DATE_SUB(CURRENT_DATE(), INTERVAL 7 DAY),
         cost + IFNULL((SELECT SUM(c.amount) FROM UNNEST(credits) c), 0), 0)) AS last_week
FROM `@table`
WHERE DATE(_PARTITIONTIME) >= DATE_SUB(CURRENT_DATE(), INTERVAL 15 DAY)
  AND DATE(usage_start_time) >= DATE_SUB(CURRENT_DATE(), INTERVAL 14 DAY)
GROUP BY project, service
ORDER BY this_week DESC
LIMIT 50;
