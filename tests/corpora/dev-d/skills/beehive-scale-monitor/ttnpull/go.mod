module github.com/apiary-ohw/ttnpull

go 1.22
