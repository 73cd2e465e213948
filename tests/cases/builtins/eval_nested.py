print(eval('eval("1 + 1")'), eval('exec("q=1")'))
