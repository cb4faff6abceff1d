SELECT
  IFNULL((SELECT l.value FROM UNNEST(labels) l WHERE l.key = @label_key), '(unlabelled)') AS label_value,
  ROUND(SUM(cost) + SUM(IFNULL((SELECT SUM(c.amount) FROM UNNEST(credits) c), 0)), 2) AS net,
  ANY_VALUE(currency) AS currency
FROM `{table}`
WHERE usage_start_time >= @month_start AND usage_start_time < @month_end
  AND DATE(_PARTITIONTIME) BETWEEN DATE_SUB(DATE(@month_start), INTERVAL 1 DAY) AND DATE_ADD(DATE(@month_end), INTERVAL 3 DAY)
GROUP BY label_value
ORDER BY net DESC
