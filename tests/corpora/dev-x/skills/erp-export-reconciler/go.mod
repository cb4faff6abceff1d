module github.com/stockops/erp-export-reconciler

go 1.22

require github.com/xuri/excelize/v2 v2.8.1

require (
	github.com/mohae/deepcopy v0.0.0-20170929034955-c48cc78d4826 // indirect
	github.com/richardlehane/mscfb v1.0.4 // indirect
	github.com/richardlehane/msoleps v1.0.3 // indirect
	github.com/xuri/efp v0.0.0-20231025114914-d1ff6096ae53 // indirect
	github.com/xuri/nfp v0.0.0-20230919160717-d98342af3f05 // indirect
	golang.org/x/crypto v0.21.0 // indirect
	golang.org/x/net v0.22.0 // indirect
	golang.org/x/text v0.14.0 // indirect
)

// excelize fork with the MB52 shared-strings fix until upstream releases it
replace github.com/xuri/excelize/v2 => github.com/stockops-dev/excelize/v2 v2.8.2-0.20240315094512-7c1f2e3a9b4d
