module github.com/corp-platform/bastion-keys

go 1.22
