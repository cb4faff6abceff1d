{%- extends 'lab/index.html.j2' -%}
{%- block header -%}
<header class="title-page"><h1>{{ resources.metadata.name }}</h1><p>Generated report</p></header>
{{ super() }}
{%- endblock header -%}
{%- block footer -%}
<footer>Internal &middot; generated from notebook</footer>
{{ super() }}
{%- endblock footer -%}
