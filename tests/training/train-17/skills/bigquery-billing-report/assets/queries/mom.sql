WITH monthly AS (
  SELECT
    FORMAT_TIMESTAMP('%Y-%m', usage_start_time) AS month,
    service.description AS service,
    SUM(cost) + SUM(IFNULL((SELECT SUM(c.amount) FROM UNNEST(credits) c), 0)) AS net
  FROM `{table}`
  WHERE usage_start_time >= TIMESTAMP_SUB(@month_start, INTERVAL 31 DAY) AND usage_start_time < @month_end
    AND DATE(_PARTITIONTIME) BETWEEN DATE_SUB(DATE(@month_start), INTERVAL 32 DAY) AND DATE_ADD(DATE(@month_end), INTERVAL 3 DAY)
  GROUP BY month, service
)
SELECT service,
  ROUND(SUM(IF(month = FORMAT_TIMESTAMP('%Y-%m', @month_start), net, 0)), 2) AS this_month,
  ROUND(SUM(IF(month != FORMAT_TIMESTAMP('%Y-%m', @month_start), net, 0)), 2) AS prev_month
FROM monthly
GROUP BY service
ORDER BY this_month DESC
