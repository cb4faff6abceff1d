SELECT
  service.description AS service,
  ROUND(SUM(cost), 2) AS gross,
  ROUND(SUM(IFNULL((SELECT SUM(c.amount) FROM UNNEST(credits) c), 0)), 2) AS credits,
  ROUND(SUM(cost) + SUM(IFNULL((SELECT SUM(c.amount) FROM UNNEST(credits) c), 0)), 2) AS net,
  ANY_VALUE(currency) AS currency
FROM `{table}`
WHERE usage_start_time >= @month_start AND usage_start_time < @month_end
  AND DATE(_PARTITIONTIME) BETWEEN DATE_SUB(DATE(@month_start), INTERVAL 1 DAY) AND DATE_ADD(DATE(@month_end), INTERVAL 3 DAY)
GROUP BY service
ORDER BY net DESC
