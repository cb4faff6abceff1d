module example.com/steam-workshop-uploader

go 1.22
